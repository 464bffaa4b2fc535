import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Database } from '../../src/db/connect.ts';
import { openJobQueue } from '../../src/jobs/queue.ts';
import { NOTIFICATIONS_QUEUE } from '../../src/modules/notifications/index.ts';
import { predictionsUrl } from '../factories/predictor.ts';
import { openSse, type SseFrame, type SseStream } from '../helpers/sse.ts';
import { recipientOf, startTestSmtp, type TestSmtp } from '../helpers/smtp.ts';
import type { Cluster } from '../../../../scripts/cluster/cluster.ts';
import { startTestCluster } from './start.ts';
import { call, shotRecorder, signIn, sleep, type Answer, type Shot } from './http.ts';
import {
  createUsers,
  fullPredictions,
  PASSWORD,
  storedForm,
  storedPredictions,
  type ClusterSeed,
} from './seed.ts';

const AUTH_LIMIT = 3;
const ADMIN = { login: 'cluster_admin', password: 'cluster-admin-1' };
const WRONG = 'Неверный логин или пароль';
const TOO_MANY = 'Слишком много попыток, попробуйте позже';
/** The save surge: distinct users' full predictions through nginx, one every SURGE_GAP_MS. */
const SURGE = 300;
const SURGE_GAP_MS = 10;
/** The instance killed in the middle of it (0-based: API 2). */
const VICTIM = 1;

/**
 * Issue 25 §4: the cluster of `npm run cluster` (scripts/cluster) — a PostgreSQL 15 primary and its
 * streaming replica, three API instances with the job worker on, nginx in front — started once for
 * this suite on free ports, with its own small world written on the primary. Everything is asserted
 * as a caller sees it, through real HTTP: directly on an instance, or through nginx.
 */
describe('three API instances behind nginx, a primary and a streaming replica', () => {
  let cluster: Cluster;
  let smtp: TestSmtp;
  let database: Database;
  let seed: ClusterSeed;

  const sql = async <T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const api = (i: number) => cluster.apiUrls[i]!;
  const address = (i: number) => `127.0.0.1:${cluster.apiPorts[i]}`;
  const ratingPath = () => `/v1/predictors/${seed.league.leagueId}/rating/${seed.league.generalChampId}/`;
  const stage = () => seed.league.stages[0]!;

  /** Why the cluster did not start (PostgreSQL or nginx missing, a port taken…): every test fails with it. */
  let startError: unknown = null;

  const start = async () => {
    ({ cluster, database, seed } = await startTestCluster({
      users: SURGE,
      env: {
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: String(AUTH_LIMIT),
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Медиалига <noreply@cluster.test>',
        ADMIN_LOGIN: ADMIN.login,
        ADMIN_PASSWORD: ADMIN.password,
        SHUTDOWN_TIMEOUT_MS: '5000',
      },
    }));
    await cluster.replicaCaughtUp();
  };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    try {
      await start();
    } catch (err) {
      startError = err;
    }
  });
  beforeEach(() => {
    if (startError) throw startError;
  });
  afterAll(async () => {
    await database?.close();
    await cluster?.stop();
    await smtp?.close();
  });

  it('a session made on one instance works on every other, and through nginx', async () => {
    const [traveller] = await createUsers(database.db, ['traveller']);
    const headers = await signIn(api(0), traveller!.login, PASSWORD, '10.1.0.1');
    for (const base of [api(1), api(2)]) {
      const me = await call(base, '/v1/users/me/', { headers });
      expect(me.status, base).toBe(200);
      expect((me.body.data.user as { login: string }).login).toBe('traveller');
    }
    // Through nginx, in turn on each instance.
    const served = new Set<string | null>();
    for (let i = 0; i < 6; i++) {
      const me = await call(cluster.url, '/v1/users/me/', { headers });
      expect(me.status).toBe(200);
      served.add(me.upstream);
    }
    expect([...served].sort()).toEqual([0, 1, 2].map(address).sort());
    // Signed out on one instance: refused on the others, which kept the key's owner (issue 25 §3),
    // as soon as PostgreSQL's notification of the revocation reaches them — within a second.
    expect((await call(api(1), '/v1/users/logout/', { json: {}, headers })).status).toBe(200);
    const signedOutAt = Date.now();
    for (const base of [api(0), api(2), cluster.url])
      while ((await call(base, '/v1/users/me/', { headers })).status !== 401) {
        expect(Date.now() - signedOutAt, base).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
  });

  it('the login limit: the attempt after the limit is refused on another instance', async () => {
    await createUsers(database.db, ['victim']);
    const attempt = (base: string, login: string, password: string, ip: string) =>
      call(base, '/v1/users/login/', { json: { login, password }, ip });
    // One account, guessed from a new address each time, on API 1 and 2.
    for (let i = 0; i < AUTH_LIMIT; i++) {
      const res = await attempt(api(i % 2), 'victim', 'wrong-password', `10.2.0.${i + 1}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(WRONG);
    }
    const refused = await attempt(api(2), 'victim', PASSWORD, '10.2.0.99');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY);
    expect((await attempt(cluster.url, 'victim', PASSWORD, '10.2.0.98')).status).toBe(429);
    // One address trying names on API 1 and 2: its next attempt is refused on API 3.
    for (let i = 0; i < AUTH_LIMIT; i++)
      expect((await attempt(api(i % 2), `nobody${i}`, 'wrong-password', '10.3.0.1')).status).toBe(400);
    const sameAddress = await attempt(api(2), 'someone_else', 'wrong-password', '10.3.0.1');
    expect(sameAddress.status).toBe(429);
    expect(sameAddress.body.message).toBe(TOO_MANY);
  });

  it('kill -9 of one instance during a save surge through nginx: every acknowledged save is stored, only saves in flight on it fail, the site keeps answering', async () => {
    const shots: Shot[] = [];
    const fire = shotRecorder(cluster.url, shots);
    const save = (n: number) =>
      fire('save', n, predictionsUrl(seed.league.leagueId, stage().id), {
        json: { predictions: fullPredictions(seed.league, n) },
        headers: seed.surge[n]!.headers,
      });
    // Reads beside the saves: a user's own (the primary) and a public one (the replica).
    const read = (n: number) =>
      fire('read', n, n % 2 ? '/v1/users/me/' : ratingPath(), {
        headers: n % 2 ? seed.surge[n]!.headers : {},
      });

    let killSent = Infinity;
    let killDone = Infinity;
    let kill: Promise<void> | null = null;
    const inFlight: Promise<void>[] = [];
    const t0 = performance.now();
    try {
      for (let n = 0; n < SURGE; n++) {
        const wait = t0 + n * SURGE_GAP_MS - performance.now();
        if (wait > 0) await sleep(wait);
        inFlight.push(save(n));
        if (n % 3 === 0) inFlight.push(read(n));
        if (n === SURGE / 2)
          kill = (async () => {
            killSent = performance.now();
            await cluster.killApi(VICTIM);
            killDone = performance.now();
          })();
      }
      await Promise.all(inFlight);
      await kill;
      // The site keeps answering on the instances left.
      for (let i = 0; i < 6; i++) {
        const res = await call(cluster.url, '/v1/users/me/', { headers: seed.surge[i]!.headers });
        expect(res.status).toBe(200);
      }
    } finally {
      await kill;
      // The later tests need the three instances, whatever happened here.
      if (!cluster.apiRunning(VICTIM)) await cluster.startApi(VICTIM);
    }

    const victim = address(VICTIM);
    const saves = shots.filter((s) => s.kind === 'save');
    const reads = shots.filter((s) => s.kind === 'read');
    const acked = saves.filter((s) => s.status === 200);
    const cut = saves.filter((s) => s.status !== 200);
    const passedOn = shots.filter((s) => s.upstream.includes(','));
    // In flight at the kill: sent before the killed process was gone, answered after the signal.
    const inFlightAtKill = saves.filter((s) => s.start < killDone && s.end > killSent).length;
    console.log(
      `surge: ${saves.length} saves and ${reads.length} reads in ${((Math.max(...shots.map((s) => s.end)) - t0) / 1000).toFixed(1)} s; ` +
        `${acked.length} saves acknowledged, ${cut.length} cut off on the killed instance ` +
        `(${inFlightAtKill} saves in flight at the kill); nginx passed on ${passedOn.length} requests ` +
        `(${passedOn.filter((s) => s.kind === 'save').length} saves whose connection was refused)`,
    );

    // nginx answered every request; every read, passed on or not, answered 200.
    expect(shots.filter((s) => s.error)).toEqual([]);
    expect(reads.filter((s) => s.status !== 200)).toEqual([]);
    // The killed instance took its share before the kill.
    expect(acked.some((s) => s.upstream === victim)).toBe(true);
    // A save that failed is a 502 of one sent to the killed instance while it died (nginx does not
    // send a POST twice), never an answer of a healthy instance.
    for (const s of cut) {
      expect(s.status, JSON.stringify(s)).toBe(502);
      expect(s.upstream).toBe(victim);
      expect(s.start).toBeLessThan(killDone);
      expect(s.end).toBeGreaterThan(killSent);
    }
    expect(cut.length).toBeLessThanOrEqual(inFlightAtKill);

    // Every acknowledged save is on the primary, whole; a cut-off one is whole or absent.
    const byUser = await storedPredictions(cluster.primaryUrl, stage().id);
    const form = (n: number) => storedForm(seed.league, n);
    for (const s of acked) expect(byUser.get(seed.surge[s.n]!.id), `save ${s.n}`).toBe(form(s.n));
    for (const s of cut) expect([undefined, form(s.n)]).toContain(byUser.get(seed.surge[s.n]!.id));

    // The killed one, started again, is used again.
    await expect
      .poll(async () => (await call(cluster.url, ratingPath())).upstream, { timeout: 10_000, interval: 100 })
      .toBe(victim);
  });

  /**
   * The instances whose public reads ran on the replica since `since` (the replica's clock): its
   * pg_stat_activity shows each backend's latest statement and when it started, and each instance
   * names its connections (application_name mliga-api-N). The probe a bypassing instance sends
   * (`select 1`) is not a read.
   */
  const replicaReaders = async (since: string) =>
    (
      await sql<{ app: string }>(
        cluster.replicaUrl,
        `select distinct application_name as app from pg_stat_activity
         where application_name like 'mliga-api-%' and query_start >= $1 and query <> 'select 1'`,
        [since],
      )
    )
      .map((r) => r.app)
      .sort();
  const replicaNow = async () =>
    (await sql<{ now: string }>(cluster.replicaUrl, 'select now()::text as now'))[0]!.now;
  /** Six public reads through nginx (two on each instance), then who read them on the replica. */
  const readThenReplicaReaders = async (since: string) => {
    for (let i = 0; i < 6; i++) expect((await call(cluster.url, ratingPath())).status).toBe(200);
    return replicaReaders(since);
  };
  const allInstances = ['mliga-api-1', 'mliga-api-2', 'mliga-api-3'];

  it('the replica stops: public reads keep answering from the primary; it starts: they return to it', async () => {
    // Before: every instance reads the rating from the replica.
    let since = await replicaNow();
    await expect.poll(() => readThenReplicaReaders(since), { timeout: 10_000 }).toEqual(allInstances);

    await cluster.stopReplica();
    const slowest = { ms: 0 };
    const answers: Answer[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      answers.push(await call(cluster.url, ratingPath()));
      slowest.ms = Math.max(slowest.ms, performance.now() - started);
    }
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    // No instance was passed over: each answered its own reads from the primary.
    expect(answers.filter((a) => a.upstream?.includes(','))).toEqual([]);
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(3);
    expect(slowest.ms).toBeLessThan(1_500);

    await cluster.startReplica();
    since = await replicaNow();
    await expect
      .poll(() => readThenReplicaReaders(since), { timeout: 15_000, interval: 300 })
      .toEqual(allInstances);
  });

  it('a live event entered through one instance reaches the stream of another, and through nginx', async () => {
    const { match } = seed;
    const topic = `match:${match.id}`;
    const direct = await openSse(`${api(2)}/v1/live/?topics=${topic}`);
    const proxied = await openSse(`${cluster.url}/v1/live/?topics=${topic}`);
    try {
      expect(direct.status).toBe(200);
      expect(proxied.status).toBe(200);
      expect(proxied.contentType).toBe('text/event-stream; charset=utf-8');
      const admin = await signIn(api(0), ADMIN.login, ADMIN.password, '10.4.0.1');
      const centre = (method: 'PUT' | 'POST', path: string, json: object) =>
        call(api(0), `/v1/admin/matches/${match.id}/${path}`, { method, json, headers: admin });
      const lineup = await centre('PUT', 'lineup/', {
        players: [match.home, match.guest].map((player_id) => ({ player_id, starter: true })),
      });
      expect(lineup.status, lineup.body.message).toBe(200);
      expect((await centre('POST', 'state/', { status: 'live' })).status).toBe(200);
      for (const stream of [direct, proxied])
        expect(await frameWhere(stream, topic, (d) => d.status === 'live')).toMatchObject({
          status: 'live',
          home_score: 0,
          guest_score: 0,
        });
      const goal = await centre('POST', 'events/', { kind: 'goal', minute: 12, player_id: match.home });
      expect(goal.status, goal.body.message).toBe(200);
      for (const stream of [direct, proxied])
        expect(await frameWhere(stream, topic, (d) => d.home_score === 1)).toMatchObject({
          minute: 12,
          home_score: 1,
          guest_score: 0,
        });
    } finally {
      direct.close();
      proxied.close();
    }
  });

  it('three instances running the scheduler send each reminder once', async () => {
    const [partial, rated, complete] = await createUsers(database.db, [
      'remind_partial',
      'remind_rated',
      'remind_complete',
    ]);
    const url = predictionsUrl(seed.league.leagueId, stage().id);
    const one = fullPredictions(seed.league, 1).slice(0, 1);
    expect(
      (await call(cluster.url, url, { json: { predictions: one }, headers: partial!.headers })).status,
    ).toBe(200);
    const all = fullPredictions(seed.league, 2);
    expect(
      (await call(cluster.url, url, { json: { predictions: all }, headers: complete!.headers })).status,
    ).toBe(200);
    // A player of the season (in the general rating) who predicted nothing of the stage.
    await sql(
      cluster.primaryUrl,
      `insert into predictor_ratings (champ_id, user_id, points, predictions_count, last_prediction_at, place, max_place)
       values ($1, $2, 0, 0, now(), 1, 1)`,
      [seed.league.generalChampId, rated!.id],
    );
    // The stage now closes within the 2-hour reminder time.
    await sql(
      cluster.primaryUrl,
      `update predictor_stages set closes_at = now() + interval '1 hour' where id = $1`,
      [stage().id],
    );

    const boss = await openJobQueue(
      { kind: 'pg', url: cluster.primaryUrl },
      { worker: false, onError: () => {} },
    );
    /** A round asked now (or the schedule's, when one is already waiting) has run on some instance. */
    const roundNow = async () => {
      const [{ now }] = (await sql<{ now: string }>(cluster.primaryUrl, 'select now()::text as now')) as [
        { now: string },
      ];
      await boss.send(NOTIFICATIONS_QUEUE, {});
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>(
                cluster.primaryUrl,
                `select count(*)::int as n from pgboss.job
                 where name = $1 and state = 'completed' and started_on > $2`,
                [NOTIFICATIONS_QUEUE, now],
              )
            )[0]!.n,
          { timeout: 90_000, interval: 250 },
        )
        .toBeGreaterThan(0);
    };
    try {
      await roundNow();
      await roundNow();
    } finally {
      await boss.stop({ graceful: false });
    }
    const lettersTo = (email: string) => smtp.received.filter((m) => recipientOf(m)?.includes(email)).length;
    expect(lettersTo(partial!.email)).toBe(1);
    expect(lettersTo(rated!.email)).toBe(1);
    expect(lettersTo(complete!.email)).toBe(0);
    // Nobody else had anything missing: the surge's users saved everything or nothing.
    expect(smtp.received).toHaveLength(2);
    const scans = await sql<{ offset_minutes: number }>(
      cluster.primaryUrl,
      `select offset_minutes from reminder_scans where game = 'predictor' and stage_id = $1 order by 1`,
      [stage().id],
    );
    expect(scans.map((s) => s.offset_minutes)).toEqual([120, 1440]);
  });
});

/** The next frame of `topic` whose data fits `fits` (frames before it are skipped); fails after 10 s. */
async function frameWhere(
  stream: SseStream,
  topic: string,
  fits: (data: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no frame of ${topic} fitting in 10 s`);
    const [frame] = (await stream.next(1, left)) as [SseFrame];
    const data = frame.data as Record<string, unknown>;
    if (frame.topic === topic && fits(data)) return data;
  }
}
