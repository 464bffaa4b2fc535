/** The deadline surges of the bench (`run.ts`, `cluster.ts`): distinct users saving at once, each save checked as stored. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/connect.ts';
import { load } from './lib.ts';
import type { LoadResult } from './load.ts';
import { benchKey, TOURS, type Season } from './season-seed.ts';

const n = (x: number) => Math.round(x).toLocaleString('en');

/** How a surge runs and reports: its size, its connections, and where its figures go. */
export type SurgeOptions = {
  users: number;
  connections: number;
  figure: (name: string, value: string, target: string, ok: boolean) => void;
  /** The rate is judged against one instance's targets (run.ts); elsewhere it is reported. */
  rateTargets?: boolean;
  /**
   * Saves by as many other users first, not measured: a deadline's surge meets a server that has
   * served saves all day, its code compiled and its statements prepared on every connection.
   */
  warmUp?: number;
};

/** `count` distinct bench users from the `first`-th (wrapping in a small season). */
const surgeUsers = (season: Season, first: number, count: number) =>
  Array.from(
    { length: Math.min(count, season.users) },
    (_, i) => season.firstUserId + ((first - 1 + i) % season.users),
  );

/** Runs `surge` over the warm-up's users (after the surge's own), then over the surge's users. */
async function warmedUp<T>(
  season: Season,
  first: number,
  o: SurgeOptions,
  surge: (users: number[]) => Promise<T>,
): Promise<T> {
  if (o.warmUp) await surge(surgeUsers(season, first + o.users, o.warmUp));
  return surge(surgeUsers(season, first, o.users));
}

/** Every surge user re-saves the last tour's squad with the captaincy moved; saves per second. */
export async function squadSurge(db: Db, season: Season, apiBase: string, o: SurgeOptions) {
  const surge = await warmedUp(season, 1, o, (users) =>
    saveSquads(db, season, apiBase, users, o.connections),
  );
  report(o, 'squad saves', surge, 500);
  return surge.result.perSecond;
}

async function saveSquads(db: Db, season: Season, apiBase: string, users: number[], connections: number) {
  const stageId = season.fantasy.stageIds[TOURS - 1]!;
  const previousStageId = season.fantasy.stageIds[TOURS - 2]!;
  // Each user re-saves the squad of the last tour (no substitutions) with the captaincy moved to another starter.
  const { rows } = await db.execute<{
    user_id: number;
    player_id: number;
    position: number;
    is_captain: boolean;
  }>(sql`
    select t.user_id, sp.player_id, sp.position, sp.is_captain
    from fantasy_teams t
    join squads s on s.fantasy_team_id = t.id and s.stage_id = ${previousStageId}
    join squad_players sp on sp.squad_id = s.id
    where t.league_id = ${season.fantasy.leagueId} and t.user_id in ${users}
    order by t.user_id, sp.position desc, sp.player_id`);
  const byUser = new Map<number, typeof rows>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const expected = new Map<number, number>();
  const saves = users.map((id) => {
    const squad = byUser.get(id)!;
    const captain =
      squad.find((e) => e.position === 1 && !e.is_captain && (id + e.player_id) % 3 === 0) ??
      squad.find((e) => e.position === 1 && !e.is_captain)!;
    expected.set(id, captain.player_id);
    return {
      id,
      key: benchKey(id),
      body: JSON.stringify({
        scheme: '4-4-2',
        squad: squad.map((e) => ({
          player_id: e.player_id,
          position: e.position,
          is_captain: e.player_id === captain.player_id ? 1 : 0,
        })),
      }),
    };
  });
  const started = new Date();
  const result = await load({
    kind: 'saves',
    url: `${apiBase}/v1/stages/${stageId}/my-squad/`,
    connections,
    saves,
  });
  const acked = result.acknowledged;
  const { rows: present } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
    from unnest(${sql.raw(`array[${acked.join(',') || 0}]::int[]`)}, ${sql.raw(`array[${acked.map((id) => expected.get(id)).join(',') || 0}]::int[]`)}) as a(user_id, captain)
    join fantasy_teams t on t.user_id = a.user_id and t.league_id = ${season.fantasy.leagueId}
    join squads s on s.fantasy_team_id = t.id and s.stage_id = ${stageId} and s.updated_at >= ${started}
    where (select count(*) from squad_players sp where sp.squad_id = s.id) = 15
      and exists (select 1 from squad_players sp where sp.squad_id = s.id and sp.is_captain and sp.player_id = a.captain)`);
  return { result, present: present[0]!.n, sent: saves.length };
}

/** Every surge user saves the whole open stage; saves per second. */
export async function predictionSurge(db: Db, season: Season, apiBase: string, o: SurgeOptions) {
  const first = Math.floor(season.users / 2) + 1;
  const surge = await warmedUp(season, first, o, (users) =>
    savePredictions(db, season, apiBase, users, o.connections),
  );
  report(o, 'prediction saves', surge, 800);
  return surge.result.perSecond;
}

async function savePredictions(
  db: Db,
  season: Season,
  apiBase: string,
  users: number[],
  connections: number,
) {
  const stageId = season.predictor.stageIds[TOURS - 1]!;
  const { rows: events } = await db.execute<{ id: number }>(
    sql`select id from predictor_events where stage_id = ${stageId} order by id`,
  );
  const score = (user: number, event: number) => [(user + event) % 6, (user * 3 + event) % 5] as const;
  // Stored home scores no save posts (0–5 are posted): every save changes every row, so each one
  // moves updated_at and the check below sees the posted scores only where the save wrote them.
  await db.execute(sql`update predictions set home_score = 20
    where stage_id = ${stageId} and user_id = any(${sql.raw(`array[${users.join(',')}]::int[]`)})`);
  const saves = users.map((id) => ({
    id,
    key: benchKey(id),
    body: JSON.stringify({
      predictions: events.map((e) => {
        const [home, guest] = score(id, e.id);
        return { event_id: e.id, home_team_score: home, guest_team_score: guest };
      }),
    }),
  }));
  const started = new Date();
  const result = await load({
    kind: 'saves',
    url: `${apiBase}/v1/predictors/${season.predictor.leagueId}/stages/${stageId}/predictions/`,
    connections,
    saves,
  });
  const acked = result.acknowledged;
  const { rows: present } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select p.user_id
      from predictions p
      where p.stage_id = ${stageId} and p.user_id = any(${sql.raw(`array[${acked.join(',') || 0}]::int[]`)})
        and p.updated_at >= ${started}
        and p.home_score = (p.user_id + p.event_id) % 6 and p.guest_score = (p.user_id * 3 + p.event_id) % 5
      group by p.user_id having count(*) = ${events.length}) x`);
  return { result, present: present[0]!.n, sent: saves.length };
}

type Surge = { result: LoadResult; present: number; sent: number };

function report(o: SurgeOptions, what: string, { result, present, sent }: Surge, target: number) {
  const judged = o.rateTargets ?? true;
  o.figure(
    `${what} by ${n(sent)} distinct users (surge)`,
    `${n(result.perSecond)} saves/s, p99 ${result.p99} ms`,
    judged ? `≥ ${n(target)} saves/s, p99 ≤ 100 ms` : 'reported',
    !judged || (result.perSecond >= target && result.p99 <= 100),
  );
  o.figure(
    `${what}: acknowledged and present afterwards`,
    `${n(result.ok)} acknowledged, ${n(present)} present`,
    'all acknowledged present',
    present === result.ok && result.ok > 0,
  );
  if (result.ok < sent)
    console.log(`  ${sent - result.ok} not acknowledged (${result.non2xx} non-2xx, ${result.errors} errors)`);
}
