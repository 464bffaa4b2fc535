/** Child processes, commands and ports for the cluster on one machine. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** Whether this process runs as root (PostgreSQL then runs as the `postgres` user). */
export const isRoot = () => process.getuid?.() === 0;

/** `cmd args…`, as `user` when given (through runuser: PostgreSQL refuses to run as root). */
export function asUser(user: string | null, cmd: string, args: string[]): [string, string[]] {
  return user ? ['runuser', ['-u', user, '--', cmd, ...args]] : [cmd, args];
}

/**
 * Runs a command to its end; resolves its output, rejects with the command line and its output
 * when it fails.
 */
export function run(
  cmd: string,
  args: string[],
  opts: { user?: string | null; cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  const [file, argv] = asUser(opts.user ?? null, cmd, args);
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve(out);
      else
        reject(
          new Error(`${[file, ...argv].join(' ')} failed (${signal ?? `exit ${code}`}):\n${out.trim()}`),
        );
    });
  });
}

/** The same, synchronously (for the last-resort cleanup at exit); never throws. */
export function runSync(cmd: string, args: string[], opts: { user?: string | null; cwd?: string } = {}) {
  const [file, argv] = asUser(opts.user ?? null, cmd, args);
  spawnSync(file, argv, { cwd: opts.cwd, stdio: 'ignore', timeout: 30_000 });
}

/**
 * A long-running child: its output goes to `logFile`, the last 64 KB of it are kept for error
 * messages; `exited` settles when it ends.
 */
export type Service = {
  name: string;
  child: ChildProcess;
  exited: Promise<Exit>;
  running: () => boolean;
  /** The end of what it printed. */
  output: () => string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when it has exited. */
  stop: (graceMs?: number) => Promise<Exit>;
  kill: () => Promise<Exit>;
};

const KEEP = 64 * 1024;

export function startService(
  name: string,
  cmd: string,
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv; logFile: string },
): Service {
  const log: WriteStream = createWriteStream(opts.logFile, { flags: 'a' });
  const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (d: Buffer) => {
    log.write(d);
    tail = (tail + d.toString()).slice(-KEEP);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let ended: Exit | null = null;
  const exited = new Promise<Exit>((resolve) => {
    child.once('error', (err) => {
      tail += `\n${err.message}`;
      ended = { code: -1, signal: null };
      resolve(ended);
    });
    child.once('exit', (code, signal) => {
      ended = { code, signal };
      resolve(ended);
    });
  }).finally(() => log.end());
  const running = () => ended === null;
  const kill = async () => {
    if (running()) child.kill('SIGKILL');
    return exited;
  };
  return {
    name,
    child,
    exited,
    running,
    output: () => tail,
    kill,
    stop: async (graceMs = 15_000) => {
      if (!running()) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => void kill(), graceMs);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
  };
}

/** A TCP port nobody listens on right now on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Whether `port` on 127.0.0.1 can be listened on now. */
export async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it answers true; throws `what` after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  opts: { timeoutMs?: number; failed?: () => string | null } = {},
): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    const failure = opts.failed?.();
    if (failure) throw new Error(`${what}: ${failure}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${(opts.timeoutMs ?? 60_000) / 1000} s`);
    await sleep(100);
  }
}
