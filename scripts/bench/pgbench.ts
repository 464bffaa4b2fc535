/**
 * The saves' ceiling (issue 25 §6): PostgreSQL's own transactions per second on this machine, from
 * pgbench's TPC-B-like script with 50 clients on a database of its own on the bench's server, so
 * that a save surge can be stated as a share of what the database does with no API in front.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';

const DEBIAN_PGBENCH = '/usr/lib/postgresql/15/bin/pgbench';

function run(args: string[]): Promise<string> {
  const binary = existsSync(DEBIAN_PGBENCH) ? DEBIAN_PGBENCH : 'pgbench';
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench: ${out}`))));
  });
}

/** pgbench's tps (without the connections' start) for `seconds`, 50 clients, scale 10. */
export async function pgbenchTps(serverUrl: string, seconds: number): Promise<number> {
  const name = `mliga_pgbench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await run(['-i', '-q', '-s', '10', url.toString()]);
    const out = await run(['-n', '-c', '50', '-j', '2', '-T', String(seconds), url.toString()]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
    if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
    return Number(tps[1]);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
