import type pg from 'pg';

/**
 * What the primary's and the replica's pools share. An idle connection is kept for 5 minutes, not
 * pg's 10 s: a deadline's surge after a lull meets server processes that have its statements
 * prepared and its functions compiled, instead of opening new ones (decision 088: the surge's first
 * 50 saves took 160–225 ms after an idle spell, 60–100 ms on kept connections). Idle connections do
 * not keep a script's process alive.
 */
export const sharedPoolOptions = {
  idleTimeoutMillis: 5 * 60_000,
  allowExitOnIdle: true,
} satisfies pg.PoolConfig;
