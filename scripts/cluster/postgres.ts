/**
 * A PostgreSQL 15 primary and its streaming hot-standby replica on loopback, in a folder of their
 * own: initdb, pg_basebackup -R, pg_ctl. As root they run as the `postgres` user (PostgreSQL
 * refuses root), with their folders owned by it.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { PG_BIN } from './packages.ts';
import { run, runSync, waitUntil } from './proc.ts';

/** The superuser the cluster's servers are made with (and the API connects as). */
export const PG_SUPERUSER = 'mliga';
/** The database the API uses. */
export const PG_DATABASE = 'mliga';

export type PgServer = {
  name: 'primary' | 'replica';
  port: number;
  dataDir: string;
  logFile: string;
  /** postgres://… of the site's database on this server. */
  url: string;
  start: () => Promise<void>;
  /** pg_ctl stop (fast: open connections are cut, the server shuts down cleanly). */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  running: () => boolean;
  /** pg_ctl stop -m immediate, synchronously: the last resort at exit. */
  stopSync: () => void;
  /**
   * A standby becomes a primary: pg_ctl promote, then waits until it says so itself
   * (`pg_is_in_recovery()` false: it takes writes).
   */
  promote: () => Promise<void>;
};

export type PgPair = { primary: PgServer; replica: PgServer };

type Owner = { user: string | null; dir: string };

function server(
  name: PgServer['name'],
  port: number,
  password: string,
  { user, dir }: Owner,
  running: boolean,
): PgServer {
  const dataDir = join(dir, name);
  const logFile = join(dir, `${name}.log`);
  let up = running;
  const url = `postgres://${PG_SUPERUSER}:${password}@127.0.0.1:${port}/${PG_DATABASE}`;
  const pgCtl = (args: string[]) => run(`${PG_BIN}/pg_ctl`, ['-D', dataDir, ...args], { user, cwd: dir });
  return {
    name,
    port,
    dataDir,
    logFile,
    url,
    running: () => up,
    start: async () => {
      await pgCtl(['start', '-w', '-t', '120', '-l', logFile]);
      up = true;
    },
    stop: async (mode = 'fast') => {
      if (!up) return;
      await pgCtl(['stop', '-w', '-t', '120', '-m', mode]);
      up = false;
    },
    stopSync: () => {
      if (!up) return;
      runSync(`${PG_BIN}/pg_ctl`, ['-D', dataDir, 'stop', '-w', '-m', 'immediate'], { user, cwd: dir });
      up = false;
    },
    promote: async () => {
      await pgCtl(['promote', '-w', '-t', '60']);
      await waitUntil(`the ${name} out of recovery`, async () => {
        const row = await queryOne(url, 'select pg_is_in_recovery() as standby');
        return row.standby === false;
      });
    },
  };
}

/** One statement on a connection of its own; its first row. */
export async function queryOne(url: string, text: string): Promise<Record<string, unknown>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return ((await client.query(text)).rows[0] ?? {}) as Record<string, unknown>;
  } finally {
    await client.end();
  }
}

/** The replica's name on the primary: its walreceiver's application_name (its cluster_name). */
export const REPLICA_NAME = 'mliga_replica';

/** Settings both servers share (the replica's copy gets its own port after it). */
const settings = (port: number, socketDir: string) => `
# npm run cluster (scripts/cluster/postgres.ts)
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${socketDir}'
max_connections = 200
hot_standby = on
# The primary keeps the rows a replica's read still needs, instead of the replica cancelling it.
hot_standby_feedback = on
`;

/**
 * Makes and starts the pair in `dir` (which must exist and, as root, belong to the postgres user):
 * the primary (initdb, a password for the superuser, the site's database) and the replica made
 * from it with pg_basebackup -R over a replication slot, so the primary keeps the WAL a stopped
 * replica has not replayed yet.
 */
export async function startPostgresPair(opts: {
  dir: string;
  user: string | null;
  primaryPort: number;
  replicaPort: number;
  /**
   * Synchronous replication (decision 082, «The failover rehearsal»): once the replica streams,
   * the primary acknowledges a commit only after the replica has flushed it to its disk
   * (`synchronous_standby_names` naming it, `synchronous_commit = on`), so no acknowledged commit
   * is lost when the replica is promoted. Every commit waits for the replica, and none completes
   * while it is down. Default false: asynchronous, as the cluster has always run.
   */
  synchronous?: boolean;
  log?: (line: string) => void;
}): Promise<PgPair> {
  const owner: Owner = { user: opts.user, dir: opts.dir };
  const socketDir = join(opts.dir, 'run');
  mkdirSync(socketDir, { recursive: true });
  if (opts.user) await run('chown', ['-R', `${opts.user}:${opts.user}`, opts.dir]);
  const password = randomBytes(12).toString('hex');
  const pwfile = join(opts.dir, 'pwfile');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (opts.user) await run('chown', [`${opts.user}:${opts.user}`, pwfile]);

  const primary = server('primary', opts.primaryPort, password, owner, false);
  opts.log?.(`initdb ${primary.dataDir}`);
  await run(
    `${PG_BIN}/initdb`,
    [
      '-D',
      primary.dataDir,
      '-U',
      PG_SUPERUSER,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ],
    { user: opts.user, cwd: opts.dir },
  );
  rmSync(pwfile, { force: true });
  appendFileSync(join(primary.dataDir, 'postgresql.conf'), settings(opts.primaryPort, socketDir));
  await primary.start();
  const admin = new pg.Client({ connectionString: primary.url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${PG_DATABASE}`);
  } finally {
    await admin.end();
  }

  const replica = server('replica', opts.replicaPort, password, owner, false);
  opts.log?.(`pg_basebackup -R ${replica.dataDir}`);
  await run(
    `${PG_BIN}/pg_basebackup`,
    [
      '-d',
      `host=127.0.0.1 port=${opts.primaryPort} user=${PG_SUPERUSER} password=${password}`,
      '-D',
      replica.dataDir,
      '-R',
      '-X',
      'stream',
      '-C',
      '-S',
      'mliga_replica',
      '-c',
      'fast',
      '--no-sync',
    ],
    { user: opts.user, cwd: opts.dir },
  );
  appendFileSync(
    join(replica.dataDir, 'postgresql.conf'),
    `
# the replica (pg_basebackup -R wrote primary_conninfo and standby.signal)
port = ${opts.replicaPort}
# Its walreceiver's application_name on the primary (synchronous_standby_names names it).
cluster_name = '${REPLICA_NAME}'
# Promoted, it waits for no standby of its own.
synchronous_standby_names = ''
`,
  );
  await replica.start();
  await waitUntil('the replica answering as a hot standby', async () => {
    const client = new pg.Client({ connectionString: replica.url });
    await client.connect();
    try {
      const { rows } = await client.query('select pg_is_in_recovery() as standby');
      return rows[0]?.standby === true;
    } finally {
      await client.end();
    }
  });
  if (opts.synchronous) {
    // Set now, on the primary alone (pg_basebackup has copied its configuration already): set
    // before, the database's creation above would wait for a standby that did not exist yet.
    opts.log?.(`synchronous replication: synchronous_standby_names = '${REPLICA_NAME}'`);
    const client = new pg.Client({ connectionString: primary.url });
    await client.connect();
    try {
      await client.query(`alter system set synchronous_standby_names = '${REPLICA_NAME}'`);
      await client.query(`alter system set synchronous_commit = 'on'`);
      await client.query('select pg_reload_conf()');
    } finally {
      await client.end();
    }
    await waitUntil('the replica confirming commits (sync_state = sync)', async () => {
      const mode = await replicationMode(primary.url);
      return mode === 'sync';
    });
  }
  return { primary, replica };
}

/**
 * How the primary at `primaryUrl` replicates to the replica: 'sync' (a commit waits for it),
 * 'async', or null when the replica is not connected (pg_stat_replication's sync_state).
 */
export async function replicationMode(primaryUrl: string): Promise<'sync' | 'async' | null> {
  const row = await queryOne(
    primaryUrl,
    `select coalesce((select sync_state from pg_stat_replication
                      where application_name = '${REPLICA_NAME}' and state = 'streaming'), '') as mode`,
  );
  return row.mode === 'sync' ? 'sync' : row.mode === 'async' ? 'async' : null;
}

/**
 * Waits until the replica has replayed everything the primary had written when called (after a
 * seed, before reading it from the replica).
 */
export async function replicaCaughtUp(pair: PgPair, timeoutMs = 30_000): Promise<void> {
  const { lsn } = await queryOne(pair.primary.url, 'select pg_current_wal_lsn()::text as lsn');
  await waitUntil(
    'the replica replaying the primary',
    async () => {
      const row = await queryOne(
        pair.replica.url,
        `select pg_last_wal_replay_lsn() >= '${String(lsn)}'::pg_lsn as done`,
      );
      return row.done === true;
    },
    { timeoutMs },
  );
}
