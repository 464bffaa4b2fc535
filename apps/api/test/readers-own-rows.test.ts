import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ActiveLeague, FantasyRating, FantasyRatingQuery, PredictorRating } from '@mliga/contract';
import { startLiveReplay } from '../src/demo/live-replay.ts';
import { seedDemo } from '../src/demo/seed.ts';
import type { AuthUser } from '../src/http/auth.ts';
import { getActiveLeague } from '../src/modules/fantasy/league.service.ts';
import { getFantasyRating } from '../src/modules/fantasy/rating/rating.service.ts';
import { getPredictorRating } from '../src/modules/predictor/rating.service.ts';
import { settleLiveStandings } from '../src/modules/scoring/index.ts';
import { createFantasyTeam } from './factories/fantasy.ts';
import { createTestApp, createUser, signInAs, type TestApp } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';
import { serializedPage, withReaderRow } from '../src/http/cache/serialized-page.ts';

type Reader = { user: AuthUser; headers: Record<string, string>; who: string };

/**
 * Issue 25 §3: a signed-in reader's rating page and active league are the visitors' shared copy
 * with the reader's own row read by one statement. Whoever reads, on whatever page, sorted however,
 * the answer is the one the whole read (every part for this reader) gives — on the demo season
 * while its live match has given both games live places.
 */
describe('a signed-in reader’s page: the shared copy and their own row', () => {
  let t: TestApp;
  let readers: Reader[];
  let ids: { fantasyChamp: number; predictorLeague: number; predictorChamps: number[]; lastStage: number };

  const readerOf = async (userId: number, who: string): Promise<Reader> => {
    const [row] = (
      await t.db.execute<{ login: string; role: string; winline_id: string | null }>(
        sql`select login, role, winline_id from users where id = ${userId}`,
      )
    ).rows;
    const user = {
      id: userId,
      login: row!.login,
      role: row!.role as AuthUser['role'],
      winlineId: row!.winline_id,
    };
    return { user, headers: (await signInAs(t.db, userId)).headers, who };
  };
  const usersAt = async (query: ReturnType<typeof sql>) =>
    (await t.db.execute<{ id: number }>(query)).rows.map((r) => r.id);
  const get = async <T>(url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  /** The whole read's answer as the API would send it. */
  const asSent = <T>(answer: T): T => JSON.parse(JSON.stringify(answer)) as T;

  beforeAll(async () => {
    // The server's copy on, as in production: a reader's page part comes from it.
    t = await createTestApp({ publicReadCacheSeconds: 15 });
    await seedDemo(t.db, { now: new Date() });
    const replay = await startLiveReplay(t.db, { stepMs: 5, pauseMs: 60_000, log: () => {} });
    try {
      await until(
        async () => (await t.db.execute(sql`select 1 from fantasy_live_heads limit 1`)).rows.length,
        (n) => n > 0,
      );
      await until(
        async () => (await t.db.execute(sql`select 1 from predictor_live_rows limit 1`)).rows.length,
        (n) => n > 0,
      );
    } finally {
      await replay!.stop();
    }
    await settleLiveStandings(t.db);

    const [fantasy] = (
      await t.db.execute<{ champ: number; league: number }>(sql`
        select c.id as champ, l.id as league from champs c join fantasy_leagues l on l.season_id = c.season_id
        where c.game = 'fantasy' and c.type = 'general' and l.is_active`)
    ).rows;
    const predictor = (
      await t.db.execute<{ champ: number; league: number }>(sql`
        select c.id as champ, l.id as league from champs c join predictor_leagues l on l.season_id = c.season_id
        where c.game = 'predictor' and c.type in ('general', 'partner') order by c.id`)
    ).rows;
    const [{ last } = { last: 0 }] = (
      await t.db.execute<{ last: number }>(sql`
        select id as last from fantasy_stages where scored_at is not null order by tour desc limit 1`)
    ).rows;
    ids = {
      fantasyChamp: fantasy!.champ,
      predictorLeague: predictor[0]!.league,
      predictorChamps: predictor.map((p) => p.champ),
      lastStage: last,
    };
    const fantasyTop = await usersAt(sql`
      select t.user_id as id from champ_rating r join fantasy_teams t on t.id = r.fantasy_team_id
      where r.champ_id = ${ids.fantasyChamp} order by r.place, t.id limit 1`);
    const fantasyLast = await usersAt(sql`
      select t.user_id as id from champ_rating r join fantasy_teams t on t.id = r.fantasy_team_id
      where r.champ_id = ${ids.fantasyChamp} order by r.place desc, t.id limit 1`);
    const partners = await usersAt(sql`
      select r.user_id as id from predictor_ratings r where r.champ_id = ${ids.predictorChamps.at(-1)!}
      order by r.place limit 2`);
    const predictorMiddle = await usersAt(sql`
      select user_id as id from predictor_ratings where champ_id = ${ids.predictorChamps[0]!}
      order by place offset 30 limit 1`);
    const winners = await usersAt(sql`
      select t.user_id as id from fantasy_tour_winners w join fantasy_teams t on t.id = w.fantasy_team_id
      where w.champ_id = ${ids.fantasyChamp} order by w.stage_id desc limit 1`);
    const predictorWinners = await usersAt(sql`
      select user_id as id from predictor_tour_winners where champ_id = ${ids.predictorChamps[0]!}
      order by stage_id desc limit 1`);
    const demo = await usersAt(sql`select id from users where login = 'demo'`);
    const stranger = await createUser(t.db, 'ownrowstranger');
    // A team made during the tour: in no stored rating yet.
    const newcomer = await createUser(t.db, 'ownrownewcomer');
    const [league] = (await t.db.execute<{ id: number }>(sql`select id from fantasy_leagues where is_active`))
      .rows;
    await createFantasyTeam(t.db, newcomer.user.id, league!.id, 'Новички своей строки');
    readers = [
      ...(await Promise.all([
        readerOf(demo[0]!, 'the demo user'),
        readerOf(fantasyTop[0]!, 'the fantasy leader'),
        readerOf(fantasyLast[0]!, 'the fantasy last'),
        readerOf(partners[0]!, 'the partner leader'),
        readerOf(partners[1]!, 'the partner second'),
        readerOf(predictorMiddle[0]!, 'a predictor in the middle'),
        readerOf(winners[0]!, 'the latest fantasy tour winner'),
        readerOf(predictorWinners[0]!, 'the latest predictor tour winner'),
      ])),
      await readerOf(stranger.user.id, 'a user who plays neither game'),
      await readerOf(newcomer.user.id, 'a fantasy newcomer without a stored place'),
    ];
  }, 120_000);
  afterAll(() => t.close());

  it('the fantasy rating: every page, sort and search as the whole read gives it', async () => {
    const queries: [string, FantasyRatingQuery][] = [
      ['', {}],
      ['?p=2', { p: 2 }],
      ['?p=3&pageSize=50', { p: 3, pageSize: 50 }],
      ['?sort=place', { sort: 'place' }],
      ['?sort=-live', { sort: '-live' }],
      [`?sort=-${ids.lastStage}&p=2`, { sort: `-${ids.lastStage}`, p: 2 }],
      ['?name=%D0%BA', { name: 'к' }],
    ];
    let withLive = 0;
    for (const reader of readers)
      for (const [search, query] of queries) {
        const url = `/v1/champs/${ids.fantasyChamp}/rating/${search}`;
        const answer = await get<FantasyRating>(url, reader.headers);
        const whole = asSent(await getFantasyRating(t.db, ids.fantasyChamp, query, reader.user));
        expect(answer, `${reader.who}: ${url}`).toEqual(whole);
        if (answer.auth_user_rating?.live) withLive++;
      }
    expect(withLive).toBeGreaterThan(0);
  });

  it('both predictor ratings: every page and sort as the whole read gives it', async () => {
    let rated = 0;
    for (const champId of ids.predictorChamps)
      for (const reader of readers)
        for (const [search, query] of [
          ['', {}],
          ['?p=2', { p: 2 }],
          ['?sort=place', { sort: 'place' }],
        ] as const) {
          const url = `/v1/predictors/${ids.predictorLeague}/rating/${champId}/${search}`;
          const answer = await get<PredictorRating>(url, reader.headers);
          const whole = asSent(
            await getPredictorRating(t.db, ids.predictorLeague, champId, query, reader.user),
          );
          expect(answer, `${reader.who}: ${url}`).toEqual(whole);
          if (answer.auth_user_rating) rated++;
        }
    expect(rated).toBeGreaterThan(0);
  });

  it('the active league: the reader’s points of the stage and place in the rating', async () => {
    let placed = 0;
    for (const reader of readers) {
      const answer = await get<ActiveLeague>('/v1/leagues/active/', reader.headers);
      expect(answer, reader.who).toEqual(asSent(await getActiveLeague(t.db, reader.user.id)));
      if (answer.champ?.place) placed++;
    }
    expect(placed).toBeGreaterThan(0);
  });
});

describe('withReaderRow', () => {
  const serialize = (page: object) => JSON.stringify({ success: true, data: page, message: '' });

  it('puts the reader’s row in the page’s own key, never in a name that spells it', () => {
    const spelt = '"auth_user_rating":null';
    const page = { rating: [{ team: { name: spelt } }], auth_user_rating: null, months: [] };
    const kept = serializedPage(page, serialize);
    const answer = JSON.parse(
      withReaderRow(kept, Buffer.from(JSON.stringify({ place: 7 })), serialize).toString(),
    );
    expect(answer.data).toEqual({
      rating: [{ team: { name: spelt } }],
      auth_user_rating: { place: 7 },
      months: [],
    });
    expect(withReaderRow(kept, Buffer.from('null'), serialize).equals(kept.bytes)).toBe(true);
  });
});
