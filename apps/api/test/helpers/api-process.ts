import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/connect.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A port nobody listens on right now (the API is started on it, and restarted on the same one). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ApiProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  exited: Promise<Exit>;
  /** Everything the process printed (stdout and stderr). */
  output: () => string;
};

/**
 * Starts the real API (`node --import tsx apps/api/src/main.ts`) as a production process on `port`
 * and waits until /healthz answers.
 */
export async function startApi(env: Record<string, string>, port: number): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: join(tmpdir(), 'mliga-no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  let gone: Exit | null = null;
  void exited.then((e) => (gone = e));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone) throw new Error(`the API exited during start (${JSON.stringify(gone)}):\n${out}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not start in 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, child, exited, output: () => out };
}

/** Stops a process left running by a failed test. */
export async function killApi(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGKILL');
  await api.exited;
}

/** One request on a fresh connection (no keep-alive pool): resolves the status or rejects with the socket error. */
export function freshRequest(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export type PgTestDatabase = { url: string; name: string; database: Database; drop: () => Promise<void> };

/** A fresh, migrated database on the TEST_DATABASE_URL server for one suite; drop() removes it. */
export async function createPgDatabase(prefix = 'mliga_ops'): Promise<PgTestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('this suite needs TEST_DATABASE_URL (a PostgreSQL server)');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    url: url.toString(),
    name,
    database,
    drop: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

export async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A TCP proxy in front of the PostgreSQL server: the API connects through it, and the test "stops the
 * database" by closing it (refusing new connections and cutting the open ones) without touching the
 * shared server.
 */
export type DbProxy = {
  port: number;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startDbProxy(target: { host: string; port: number }): Promise<DbProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const port = await freePort();
  const start = async () => {
    server = createServer((client) => {
      const upstream = new Socket();
      sockets.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      upstream.connect(target.port, target.host, () => {
        client.pipe(upstream);
        upstream.pipe(client);
      });
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  };
  const stop = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise((resolve) => s.close(resolve));
  };
  await start();
  return { port, start, stop, close: stop };
}
