import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect.ts';
import { predictionsUrl } from '../factories/predictor.ts';
import type { Cluster, FailoverReport } from '../../../../scripts/cluster/cluster.ts';
import { queryOne, replicationMode } from '../../../../scripts/cluster/postgres.ts';
import { startTestCluster } from './start.ts';
import { call, shotRecorder, sleep, type Shot } from './http.ts';
import { fullPredictions, storedForm, storedPredictions, type ClusterSeed } from './seed.ts';

/** Users for the surge: one save each, one every SURGE_GAP_MS, for as long as the failover takes. */
const SURGE_USERS = 1_500;
const SURGE_GAP_MS = 20;
/** Saves before the failover starts, and after it has ended. */
const BEFORE = 60;
const AFTER = 60;

/**
 * Issue 25 §5: the failover rehearsal of `npm run cluster -- --failover` (Cluster.failover) under
 * a save surge through nginx. The cluster replicates synchronously, as the rehearsal's does: a
 * commit is acknowledged once the replica has it, so no acknowledged save may be missing from the
 * promoted server. Requests that fail during the switch must fail with 502 or 503, never 200.
 */
describe('failover: the primary dies, the replica is promoted, the instances repointed', () => {
  let cluster: Cluster;
  let database: Database;
  let seed: ClusterSeed;
  let startError: unknown = null;

  beforeAll(async () => {
    try {
      ({ cluster, database, seed } = await startTestCluster({
        users: SURGE_USERS + 1,
        synchronous: true,
        env: {
          LOG_LEVEL: 'fatal',
          SHUTDOWN_TIMEOUT_MS: '3000',
          ADMIN_LOGIN: 'failover_admin',
          ADMIN_PASSWORD: 'failover-admin-1',
        },
      }));
      await database.close();
    } catch (err) {
      startError = err;
    }
  });
  beforeEach(() => {
    if (startError) throw startError;
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('every acknowledged save is on the promoted server; saves fail only with 502/503 during the switch, and succeed after it', async () => {
    const stage = seed.league.stages[0]!;
    const ratingPath = `/v1/predictors/${seed.league.leagueId}/rating/${seed.league.generalChampId}/`;
    // The rehearsal's cluster: the primary waits for the replica at every commit.
    expect(cluster.replication).toBe('sync');
    expect(await replicationMode(cluster.primaryUrl)).toBe('sync');
    const oldPrimary = cluster.primaryUrl;

    const shots: Shot[] = [];
    const fire = shotRecorder(cluster.url, shots);
    const save = (n: number) =>
      fire('save', n, predictionsUrl(seed.league.leagueId, stage.id), {
        json: { predictions: fullPredictions(seed.league, n) },
        headers: seed.surge[n]!.headers,
      });

    let report: FailoverReport | null = null;
    let failoverStart = Infinity;
    let failoverEnd = Infinity;
    let failover: Promise<void> | null = null;
    const inFlight: Promise<void>[] = [];
    let afterDone = 0;
    const t0 = performance.now();
    let n = 0;
    try {
      for (; n < SURGE_USERS && afterDone < AFTER; n++) {
        const wait = t0 + n * SURGE_GAP_MS - performance.now();
        if (wait > 0) await sleep(wait);
        if (failoverEnd < Infinity) afterDone++;
        inFlight.push(save(n));
        // A public read beside every third save (the replica's, then the promoted server's).
        if (n % 3 === 0) inFlight.push(fire('read', n, ratingPath, {}));
        if (n === BEFORE)
          failover = (async () => {
            failoverStart = performance.now();
            report = await cluster.failover();
            failoverEnd = performance.now();
          })();
      }
      await failover;
      await Promise.all(inFlight);
    } finally {
      await failover?.catch(() => {});
      await Promise.allSettled(inFlight);
    }
    const done = report as FailoverReport | null;
    // The users ran out before the failover ended: the surge did not cover it.
    expect(afterDone, 'saves sent after the failover').toBe(AFTER);

    // From here on the primary may be gone (pg_ctl stop -m immediate was run).
    const primaryStopped = failoverStart + done!.stopSentMs;
    const saves = shots.filter((s) => s.kind === 'save');
    const reads = shots.filter((s) => s.kind === 'read');
    const acked = saves.filter((s) => s.status === 200);
    const failed = saves.filter((s) => s.status !== 200);
    const count = (list: Shot[]) => {
      const by = new Map<string, number>();
      for (const s of list)
        by.set(String(s.status || s.error), (by.get(String(s.status || s.error)) ?? 0) + 1);
      return [...by].map(([status, k]) => `${k}×${status}`).join(', ') || 'none';
    };
    const ackedBefore = acked.filter((s) => s.end < primaryStopped);
    const after = saves.filter((s) => s.start > failoverEnd);
    console.log(
      `failover under a surge: ${saves.length} saves and ${reads.length} public reads in ` +
        `${((Math.max(...shots.map((s) => s.end)) - t0) / 1000).toFixed(1)} s; the failover took ` +
        `${(done!.totalMs / 1000).toFixed(1)} s (promoted after ${(done!.promotedMs / 1000).toFixed(1)} s); ` +
        `${acked.length} saves acknowledged (${ackedBefore.length} before the primary stopped, ` +
        `${after.length} sent after the failover), failed: ${count(failed)}; reads: ${count(reads)}\n` +
        done!.steps.map((s) => `  ${(s.atMs / 1000).toFixed(1)} s  ${s.what}`).join('\n'),
    );

    // Nothing failed without an answer; a failed save answered 502 or 503 — sent during the switch.
    expect(shots.filter((s) => s.error)).toEqual([]);
    for (const s of failed) {
      expect([502, 503], JSON.stringify(s)).toContain(s.status);
      expect(s.end).toBeGreaterThan(primaryStopped);
      expect(s.start).toBeLessThan(failoverEnd);
    }
    expect(reads.filter((s) => ![200, 502, 503].includes(s.status))).toEqual([]);
    // Saves and reads sent after the failover all succeed.
    expect(after.filter((s) => s.status !== 200)).toEqual([]);
    expect(reads.filter((s) => s.start > failoverEnd && s.status !== 200)).toEqual([]);
    expect(ackedBefore.length).toBeGreaterThan(BEFORE / 2);

    // The promoted server takes writes, and holds every acknowledged save, whole; a failed save is
    // whole or absent (its outcome unknown to the caller, as with any cut connection).
    expect(cluster.primaryUrl).not.toBe(oldPrimary);
    expect((await queryOne(cluster.primaryUrl, 'select pg_is_in_recovery() as r')).r).toBe(false);
    const stored = await storedPredictions(cluster.primaryUrl, stage.id);
    const lost = acked.filter((s) => stored.get(seed.surge[s.n]!.id) !== storedForm(seed.league, s.n));
    expect(lost, 'acknowledged saves missing from the promoted server').toEqual([]);
    for (const s of failed)
      expect([undefined, storedForm(seed.league, s.n)]).toContain(stored.get(seed.surge[s.n]!.id));

    // The site answers, every instance on the promoted server: a read, a user's own read, a save.
    const user = seed.surge[SURGE_USERS]!;
    for (let i = 0; i < 3; i++) {
      expect((await call(cluster.url, ratingPath)).status).toBe(200);
      expect((await call(cluster.url, '/v1/users/me/', { headers: user.headers })).status).toBe(200);
    }
    const last = await call(cluster.url, predictionsUrl(seed.league.leagueId, stage.id), {
      json: { predictions: fullPredictions(seed.league, 7) },
      headers: user.headers,
    });
    expect(last.status, last.body.message).toBe(200);
    expect((await storedPredictions(cluster.primaryUrl, stage.id)).get(user.id)).toBe(
      storedForm(seed.league, 7),
    );
    const apps = await queryOne(
      cluster.primaryUrl,
      `select string_agg(distinct application_name, ',' order by application_name) as apps
       from pg_stat_activity where application_name like 'mliga-api-%'`,
    );
    expect(apps.apps).toBe('mliga-api-1,mliga-api-2,mliga-api-3');
  });
});
