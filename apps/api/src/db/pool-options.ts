import type pg from 'pg';

/**
 * What the primary's and the replica's pools share. An idle connection is kept for 5 minutes, not
 * pg's 10 s: a deadline's surge after a lull meets server processes that have its statements
 * prepared and its functions compiled, instead of opening new ones (in the bench, the surge's first
 * 50 saves waited 170–200 ms for that, against 60–100 ms on kept connections). Idle connections do
 * not keep a script's process alive.
 */
export const sharedPoolOptions = {
  idleTimeoutMillis: 5 * 60_000,
  allowExitOnIdle: true,
} satisfies pg.PoolConfig;
