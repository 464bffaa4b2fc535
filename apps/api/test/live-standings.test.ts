import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FantasyRating,
  FantasyRatingRow,
  H2hMatches,
  MySquad,
  PredictorRating,
  PublicMatch,
  StagePredictions,
} from '@mliga/contract';
import { startLiveReplay } from '../src/demo/live-replay.ts';
import { seedDemo } from '../src/demo/seed.ts';
import type { FieldPosition } from '@mliga/domain';
import {
  champs,
  fantasyLeagues,
  fantasyStages,
  matches,
  players,
  predictorLeagues,
  predictorStages,
} from '../src/db/schema/index.ts';
import { refreshLiveStandings, settleLiveStandings } from '../src/modules/scoring/index.ts';
import { lastScoredTour, readFantasyStage } from '../src/modules/scoring/fantasy-scoring.ts';
import { matchPointsSql, squadPointsSql } from '../src/modules/scoring/fantasy-scoring.sql.ts';
import { liveSquadSource } from '../src/modules/scoring/live-standings.sql.ts';
import { findRatingChamps } from '../src/modules/scoring/predictor-scoring.ts';
import { stageTotalsSql } from '../src/modules/scoring/predictor-scoring.sql.ts';
import { totalsSql } from '../src/modules/scoring/predictor-ratings.sql.ts';
import { liveEventsSql } from '../src/modules/predictor/index.ts';
import { createFantasyTeam, pickSquad, storeSquad } from './factories/fantasy.ts';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/** Issue 22 §3–4: the live places of both games while the demo's match of the current tour is played. */
describe('live places', () => {
  let t: TestApp;
  let demo: Record<string, string>;
  /** A fan who joined during the current tour: no stored place yet. */
  let newcomer: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: new Date() });
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login/',
      payload: { login: 'demo', password: 'demo12345' },
    });
    demo = { authorization: `Bearer ${login.json().data.auth_key.value}` };
    const stage = await currentStage(fantasyStages);
    const fan = await createUser(t.db, 'livenewcomer');
    const team = await createFantasyTeam(t.db, fan.user.id, stage.leagueId, 'Новички');
    const pool = await t.db
      .select({
        id: players.id,
        teamId: players.teamId,
        fieldPosition: players.fieldPosition,
        price: players.price,
        status: players.status,
        surname: players.surname,
      })
      .from(players)
      .orderBy(players.id);
    const items = pickSquad(
      pool.map((p) => ({
        ...p,
        teamId: p.teamId ?? 0,
        price: Number(p.price),
        fieldPosition: p.fieldPosition as FieldPosition,
      })),
    );
    await storeSquad(t.db, { fantasyTeamId: team.id, stageId: stage.id, items });
    newcomer = fan.headers;
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, headers = demo) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.json().data as T;
  };
  const champOf = async (game: 'fantasy' | 'predictor') => {
    const [row] = await t.db
      .select({ id: champs.id })
      .from(champs)
      .where(and(eq(champs.game, game), eq(champs.type, 'general')))
      .orderBy(champs.id);
    return row!.id;
  };
  const currentStage = async (table: typeof fantasyStages | typeof predictorStages) => {
    const [row] = await t.db
      .select({ id: table.id, name: table.name, leagueId: table.leagueId, tour: table.tour })
      .from(table)
      .where(and(eq(table.status, 'current'), isNull(table.scoredAt)));
    return row!;
  };

  it('before kick-off no rating has live places, even when asked for them', async () => {
    const stage = await currentStage(fantasyStages);
    const [fixture] = await t.db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(fantasyLeagues, eq(fantasyLeagues.seasonId, matches.seasonId))
      .where(and(eq(fantasyLeagues.id, stage.leagueId), eq(matches.tour, stage.tour)))
      .orderBy(matches.id);
    await refreshLiveStandings(t.db, [fixture!.id]);
    const fantasy = await get<FantasyRating>(`/v1/champs/${await champOf('fantasy')}/rating/`);
    expect(fantasy.live_stage).toBeUndefined();
    expect(fantasy.rating.every((r) => r.live === undefined)).toBe(true);
    const league = (await currentStage(predictorStages)).leagueId;
    const predictor = await get<PredictorRating>(
      `/v1/predictors/${league}/rating/${await champOf('predictor')}/`,
    );
    expect(predictor.live_stage).toBeUndefined();
  });

  it('the demo plays its match to full time, and both games get live places from it', async () => {
    const errors: unknown[] = [];
    const replay = await startLiveReplay(t.db, {
      stepMs: 5,
      pauseMs: 60_000,
      log: (err) => errors.push(err),
    });
    try {
      const live = await until(
        () => get<{ matches: { id: number }[] }>('/v1/matches/live/'),
        (d) => d.matches.length === 1,
      );
      await until(
        () => get<PublicMatch>(`/v1/matches/${live.matches[0]!.id}/`),
        (m) => m.status === 'finished' && m.events.some((e) => e.kind === 'bonus'),
      );
    } finally {
      await replay!.stop();
    }
    await settleLiveStandings(t.db);
    expect(errors).toEqual([]);
  }, 90_000);

  it('every fantasy rating row has its provisional points and live place; sorted by them, the places follow', async () => {
    const stage = await currentStage(fantasyStages);
    const champId = await champOf('fantasy');
    const rating = await get<FantasyRating>(`/v1/champs/${champId}/rating/?sort=-live&pageSize=50`);
    expect(rating.live_stage).toEqual({ id: stage.id, name: stage.name });
    const rows = rating.rating.map((r) => ({ ...r, live: r.live! }));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.live.points).toBe(row.points.total + row.live.stage_points);
      expect(row.live.movement).toBe(row.place - row.live.place);
    }
    const points = rows.map((r) => r.live.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(rows.map((r) => r.live.place)).toEqual(points.map((p) => 1 + points.filter((q) => q > p).length));
    expect(rows.some((r) => r.live.stage_points !== 0)).toBe(true);
    expect(rows.some((r) => r.live.movement !== 0)).toBe(true);
    // The set-based live points are what the squad view shows (the domain's rule, squad by squad).
    const mine = rating.auth_user_rating!;
    const squad = await get<MySquad>(`/v1/stages/${stage.id}/my-squad/`);
    expect(squad.live_points).not.toBeNull();
    expect(mine.live!.stage_points).toBe(squad.live_points);
    // A team that joined during the tour has no stored place: its live place stands for it, no movement.
    const joined = (await get<FantasyRating>(`/v1/champs/${champId}/rating/`, newcomer)).auth_user_rating!;
    expect(joined.team.name).toBe('Новички');
    expect(joined.live!.movement).toBeNull();
    expect(joined.place).toBe(joined.live!.place);
    expect(joined.live!.points).toBe(joined.live!.stage_points);
    // The stored order is still there for the asking.
    const byPlace = await get<FantasyRating>(`/v1/champs/${champId}/rating/?pageSize=50`);
    const places = byPlace.rating.map((r: FantasyRatingRow) => r.place);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });

  it('every team’s provisional points are the scoring’s set-based squad points (the squads are summed in memory)', async () => {
    const stage = await currentStage(fantasyStages);
    const expected = await t.db.transaction(async (tx) => {
      const scoring = (await readFantasyStage(tx, stage.id))!;
      const fromTour = await lastScoredTour(tx, scoring.leagueId, scoring.tour, false);
      const source = liveSquadSource(scoring, fromTour);
      for (const statement of [
        ...matchPointsSql(scoring),
        ...squadPointsSql(scoring, source, 'expected_live'),
      ])
        await tx.execute(statement);
      const { rows } = await tx.execute<{ fantasy_team_id: number; points: number }>(
        sql`select fantasy_team_id, points from expected_live`,
      );
      return new Map(rows.map((r) => [r.fantasy_team_id, r.points]));
    });
    const { rows: stored } = await t.db.execute<{ id: number; points: number | null }>(sql`
      select t.id, p.points[t.id % 1024 + 1] as points
      from fantasy_teams t
      left join fantasy_live_points p on p.stage_id = ${stage.id} and p.bucket = t.id / 1024
      where t.league_id = ${stage.leagueId} order by t.id`);
    expect(expected.size).toBeGreaterThan(10);
    expect(new Set(expected.values()).size).toBeGreaterThan(3);
    expect(stored.map((r) => [r.id, r.points])).toEqual(stored.map((r) => [r.id, expected.get(r.id) ?? 0]));
  });

  it('the predictor ratings add each user’s provisional points of the tour, as the tour page shows them', async () => {
    const stage = await currentStage(predictorStages);
    const rating = await get<PredictorRating>(
      `/v1/predictors/${stage.leagueId}/rating/${await champOf('predictor')}/?pageSize=50`,
    );
    expect(rating.live_stage).toEqual({ id: stage.id, name: stage.name });
    const mine = rating.auth_user_rating!.live!;
    const page = await get<StagePredictions>(
      `/v1/predictors/${stage.leagueId}/stages/${stage.id}/predictions/`,
    );
    const provisional = page.predictions
      .map((p) => p.prediction.result?.points)
      .filter((p) => p?.provisional)
      .reduce((sum, p) => sum + p!.value, 0);
    expect(mine.stage_points).toBe(provisional);
    expect(mine.points).toBe(rating.auth_user_rating!.points.total + provisional);
    const live = rating.rating.map((r) => r.live!);
    const places = live.map((l) => l.place);
    expect(new Set(places).size).toBe(places.length);
    for (const [i, l] of live.entries()) {
      const better = live.filter((o) => o.points > l.points).length;
      expect(l.place, `row ${i}`).toBeGreaterThan(better);
    }
    expect(live.some((l) => l.stage_points > 0)).toBe(true);
  });

  it('both predictor ratings’ live figures are the scoring’s set-based totals and places, user by user', async () => {
    const stage = await currentStage(predictorStages);
    const [season] = await t.db
      .select({ seasonId: predictorLeagues.seasonId })
      .from(predictorLeagues)
      .where(eq(predictorLeagues.id, stage.leagueId));
    const ratings = await t.db.transaction((tx) => findRatingChamps(tx, season!.seasonId));
    // A partner's bet confirms an X2 on a match going their way: its points count twice.
    const doubled = await t.db.execute(sql`
      update predictions set is_x2 = true, x2_set_at = now(), is_x2_confirmed = true
      where (user_id, event_id) = (
        select p.user_id, p.event_id from predictions p
        join predictor_events e on e.id = p.event_id and e.kind = 'match'
        join matches m on m.id = e.match_id and m.home_score is not null
        where p.stage_id = ${stage.id}
          and sign(p.home_score - p.guest_score) = sign(m.home_score - m.guest_score)
          and not exists (select 1 from predictions x where x.user_id = p.user_id and x.stage_id = p.stage_id and x.is_x2)
        order by p.user_id limit 1)`);
    expect(doubled.rowCount).toBe(1);
    await refreshLiveStandings(t.db, [], [stage.id]);
    const expected = await t.db.transaction(async (tx) => {
      for (const statement of [
        ...stageTotalsSql(stage.id, liveEventsSql(stage.id)),
        ...totalsSql(stage.leagueId, stage.id),
      ])
        await tx.execute(statement);
      const { rows } = await tx.execute<{
        user_id: number;
        stage_points: number;
        points: number;
        place: number;
        partner_place: number | null;
      }>(sql`
        select t.user_id, coalesce(s.points, 0) as stage_points, t.points, t.place, t.partner_place
        from predictor_scoring_totals t left join predictor_scoring_stage s on s.user_id = t.user_id
        order by t.user_id`);
      return rows;
    });
    const stored = async (champId: number) => {
      const { rows } = await t.db.execute<{
        user_id: number;
        stage_points: number;
        points: number;
        place: number;
      }>(sql`
        select u.id as user_id, l.stage_points[u.id % 1024 + 1] as stage_points, l.points[u.id % 1024 + 1] as points,
               l.places[u.id % 1024 + 1] as place
        from users u join predictor_live_rows l on l.champ_id = ${champId} and l.bucket = u.id / 1024
        where l.places[u.id % 1024 + 1] is not null
        order by u.id`);
      return rows;
    };
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.some((r) => r.partner_place !== null)).toBe(true);
    expect(await stored(ratings.generalId!)).toEqual(
      expected.map((r) => ({
        user_id: r.user_id,
        stage_points: r.stage_points,
        points: r.points,
        place: r.place,
      })),
    );
    expect(await stored(ratings.partnerId!)).toEqual(
      expected
        .filter((r) => r.partner_place !== null)
        .map((r) => ({
          user_id: r.user_id,
          stage_points: r.stage_points,
          points: r.points,
          place: r.partner_place,
        })),
    );
  });

  /**
   * An admin's change of the current predictor tour, by the demo's own prediction of an item: the
   * demo's provisional points of the tour grow, in the rating, without the match centre.
   */
  async function demoGainsFrom(
    pick: (item: StagePredictions['predictions'][number]) => boolean,
    change: (item: StagePredictions['predictions'][number]) => { url: string; payload: object },
  ) {
    const stage = await currentStage(predictorStages);
    const rating = `/v1/predictors/${stage.leagueId}/rating/${await champOf('predictor')}/`;
    const before = (await get<PredictorRating>(rating)).auth_user_rating!.live!.stage_points;
    const page = await get<StagePredictions>(
      `/v1/predictors/${stage.leagueId}/stages/${stage.id}/predictions/`,
    );
    const admin = (await createUser(t.db, `live_admin_${before}`, { role: 'admin' })).headers;
    const res = await t.app.inject({
      method: 'POST',
      headers: admin,
      ...change(page.predictions.find(pick)!),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await until(
      () => get<PredictorRating>(rating),
      (r) => r.auth_user_rating!.live!.stage_points > before,
    );
    expect(after.live_stage).toEqual({ id: stage.id, name: stage.name });
  }

  it('a result entered through the result form during the tour moves the live places too', async () => {
    // The exact score the demo predicted.
    await demoGainsFrom(
      (p) =>
        p.event.match?.score1 === null && !p.event.match.live && p.prediction.result?.home_team_score != null,
      (p) => ({
        url: `/v1/admin/matches/${p.event.match!.id}/result/`,
        payload: {
          home_score: p.prediction.result!.home_team_score,
          guest_score: p.prediction.result!.guest_team_score,
        },
      }),
    );
  });

  it('a question answered during the tour moves the live places at once', async () => {
    // The demo's own answer is the right one.
    await demoGainsFrom(
      (p) => !!p.event.question && !p.event.question.correct_variant && !!p.prediction.result?.variant_id,
      (p) => ({
        url: `/v1/admin/predictor-events/${p.event.id}/answer/`,
        payload: { variant_id: p.prediction.result!.variant_id },
      }),
    );
  });

  it('H2H matches of the tour show the sides’ provisional points, the same as their live rating rows', async () => {
    const [h2h] = await t.db
      .select({ id: champs.id })
      .from(champs)
      .where(and(eq(champs.game, 'fantasy'), eq(champs.type, 'h2h')))
      .orderBy(champs.id);
    const stage = await currentStage(fantasyStages);
    const { stages } = await get<H2hMatches>(`/v1/h2h/${h2h!.id}/matches/`);
    const current = stages.find((s) => s.id === stage.id)!;
    const played = current.matches.filter((m) => m.team2 !== null);
    expect(played.length).toBeGreaterThan(0);
    const general = await champOf('fantasy');
    for (const match of played.slice(0, 3)) {
      expect(match.score1).toBeNull();
      const rating = await get<FantasyRating>(
        `/v1/champs/${general}/rating/?name=${encodeURIComponent(match.team1.name)}`,
      );
      const row = rating.rating.find((r) => r.team.id === match.team1.id)!;
      expect(match.live?.score1, match.team1.name).toBe(row.live!.stage_points);
      expect(match.live?.score2).toEqual(expect.any(Number));
    }
    // A tour already scored keeps its scores, with no provisional ones.
    const past = stages.find((s) => s.matches.some((m) => m.score1 !== null))!;
    expect(past.matches.every((m) => m.live === undefined)).toBe(true);
  });
});
