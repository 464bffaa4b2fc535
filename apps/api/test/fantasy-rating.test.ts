import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FantasyRating, FantasyRatingRow } from '@mliga/contract';
import { createUser } from './helpers/test-app.ts';
import { seedScoredSeason, TEAMS, type ScoredSeason } from './factories/fantasy-rating.ts';

type Headers = Record<string, string>;

describe('fantasy rating: GET /v1/champs/{champId}/rating/ and /v1/leagues/{leagueId}/my-rating/', () => {
  let s: ScoredSeason;
  /** What the scoring job stored: team → stage → points. */
  let stored: Map<number, Map<number, number>>;

  const rating = async (champId: number, query = '', headers: Headers = {}) => {
    const res = await s.t.app.inject({ url: `/v1/champs/${champId}/rating/${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as FantasyRating;
  };
  /** Every row of a list, page after page. */
  const all = async (champId: number, query: string) => {
    const first = await rating(champId, `?pageSize=20&${query}`);
    const rows = [...first.rating];
    for (let p = 2; p <= first.pagination.pageCount; p++)
      rows.push(...(await rating(champId, `?pageSize=20&p=${p}&${query}`)).rating);
    return rows;
  };
  const ids = (rows: FantasyRatingRow[]) => rows.map((r) => r.team.id);
  const total = (team: number) => [...(stored.get(team)?.values() ?? [])].reduce((a, b) => a + b, 0);
  const stagePoints = (team: number, stage: number) => stored.get(team)?.get(stage) ?? null;
  /** Competition places (1, 2, 2, 4) of these teams by this score. */
  const placesBy = (teams: number[], score: (team: number) => number) =>
    new Map(teams.map((team) => [team, 1 + teams.filter((other) => score(other) > score(team)).length]));
  const byPlace = (teams: number[], score: (team: number) => number) =>
    [...teams].sort((a, b) => score(b) - score(a) || a - b);
  /** The movement since tour 1: the tour-1 place among these teams that had tour-1 points, minus today's. */
  const movementFrom = (teams: number[]) => {
    const hadPoints = teams.filter((id) => stagePoints(id, s.stage1) !== null);
    const then = placesBy(hadPoints, (id) => stagePoints(id, s.stage1)!);
    return (team: number, place: number) => (then.has(team) ? then.get(team)! - place : null);
  };
  const perTour = (team: number) => {
    const played = [s.stage1, s.stage2].filter((stage) => stagePoints(team, stage) !== null).length;
    return played === 0 ? null : Math.round((total(team) * 10) / played) / 10;
  };

  beforeAll(async () => {
    s = await seedScoredSeason();
    const { rows } = await s.t.db.execute<{ fantasy_team_id: number; stage_id: number; points: number }>(
      sql`select fantasy_team_id, stage_id, points from fantasy_stage_points`,
    );
    stored = new Map();
    for (const r of rows) {
      const perStage = stored.get(r.fantasy_team_id) ?? new Map<number, number>();
      perStage.set(r.stage_id, r.points);
      stored.set(r.fantasy_team_id, perStage);
    }
  }, 180_000);
  afterAll(() => s?.t.close());

  it('lists the general rating by place with per-stage points; equal totals share a place', async () => {
    const teamIds = s.teams.map((t) => t.id);
    const data = await rating(s.generalChampId);
    expect(data.champ).toEqual({
      id: s.generalChampId,
      name: 'Общий рейтинг',
      type: 'general',
      league: { id: s.seeded.leagueId, name: 'Фэнтези 2026' },
      members_count: TEAMS,
    });
    expect(data.stages).toEqual([
      { id: s.stage1, name: 'Тур 1' },
      { id: s.stage2, name: 'Тур 2' },
    ]);
    expect(data.pagination).toEqual({ pageNumber: 1, pageSize: 20, pageCount: 2, total: TEAMS });
    expect(data.auth_user_rating).toBeNull();

    const rows = await all(s.generalChampId, '');
    expect(ids(rows)).toEqual(byPlace(teamIds, total));
    const places = placesBy(teamIds, total);
    const before = movementFrom(teamIds);
    for (const row of rows) {
      expect(row.place, `team ${row.team.id}`).toBe(places.get(row.team.id));
      expect(row.points.total).toBe(total(row.team.id));
      // Issue 23 §3: places gained since tour 1 (none for a team without tour-1 points), points per tour played.
      expect(row.movement, `team ${row.team.id}`).toBe(before(row.team.id, row.place));
      expect(row.per_tour).toBe(perTour(row.team.id));
      expect(row.points.by_stages).toEqual([
        { id: s.stage1, value: stagePoints(row.team.id, s.stage1) },
        { id: s.stage2, value: stagePoints(row.team.id, s.stage2) },
      ]);
    }
    expect(rows.some((r) => r.movement !== null && r.movement !== 0)).toBe(true);
    for (const late of s.lateTeams) expect(rows.find((r) => r.team.id === late)!.movement).toBeNull();
    const [a, b] = s.twins.map((id) => rows.find((r) => r.team.id === id)!);
    expect(a!.points.total).toBe(b!.points.total);
    expect(a!.place).toBe(b!.place);
    expect(Math.abs(rows.indexOf(a!) - rows.indexOf(b!))).toBe(1);
    // Teams that joined for tour 2 show no tour-1 value.
    for (const late of s.lateTeams)
      expect(rows.find((r) => r.team.id === late)!.points.by_stages[0]).toEqual({
        id: s.stage1,
        value: null,
      });
    // A team without any squad is rated last with 0 points.
    expect(rows.at(-1)).toMatchObject({
      team: { id: s.idleTeam },
      points: { total: 0, by_stages: [{ value: null }, { value: null }] },
      place: TEAMS,
    });
  });

  it('serves the same list backwards, and in pages of 50', async () => {
    const best = await all(s.generalChampId, '');
    expect(ids(await all(s.generalChampId, 'sort=place'))).toEqual(ids(best).reverse());
    expect(ids(await all(s.generalChampId, 'sort=-total'))).toEqual(ids(best));
    const long = await rating(s.generalChampId, '?pageSize=50');
    expect(ids(long.rating)).toEqual(ids(best));
    expect(long.pagination).toEqual({ pageNumber: 1, pageSize: 50, pageCount: 1, total: TEAMS });
    const past = await rating(s.generalChampId, '?p=9');
    expect(past.rating).toEqual([]);
    expect(past.pagination.total).toBe(TEAMS);
  });

  it('sorts by a stage column: its players by stage points, then the teams that did not play it by place', async () => {
    const teamIds = s.teams.map((t) => t.id);
    const played = teamIds.filter((id) => !s.lateTeams.includes(id) && id !== s.idleTeam);
    // Then the teams that joined for tour 2, then the one that never played.
    const expected = [
      ...byPlace(played, (id) => stagePoints(id, s.stage1)!),
      ...byPlace(s.lateTeams, total),
      s.idleTeam,
    ];
    const rows = await all(s.generalChampId, `sort=-${s.stage1}`);
    expect(ids(rows)).toEqual(expected);
    // The place column stays the overall place.
    const places = placesBy(teamIds, total);
    for (const row of rows) expect(row.place).toBe(places.get(row.team.id));
    expect(ids(await all(s.generalChampId, `sort=${s.stage1}`))).toEqual([...expected].reverse());
    expect(ids(await all(s.generalChampId, `sort=-${s.stage2}`))).toEqual([
      ...byPlace(
        teamIds.filter((id) => id !== s.idleTeam),
        (id) => stagePoints(id, s.stage2)!,
      ),
      s.idleTeam,
    ]);
    const page2 = await rating(s.generalChampId, `?sort=-${s.stage1}&p=2`);
    expect(ids(page2.rating)).toEqual(expected.slice(20));
    expect(page2.pagination.total).toBe(TEAMS);
  });

  it('finds teams by the start of (a word of) their name, ignoring case, and filters media teams', async () => {
    const zen = await rating(s.generalChampId, `?name=${encodeURIComponent('  ЗЕН ')}`);
    expect(zen.rating.map((r) => r.team.name).sort()).toEqual(['Зенитчики', 'зенит-2']);
    expect(zen.pagination).toEqual({ pageNumber: 1, pageSize: 20, pageCount: 1, total: 2 });
    // Places stay the overall ones; the order is still by place.
    const places = placesBy(
      s.teams.map((t) => t.id),
      total,
    );
    for (const row of zen.rating) expect(row.place).toBe(places.get(row.team.id));
    expect(zen.rating[0]!.place).toBeLessThanOrEqual(zen.rating[1]!.place);
    // LIKE wildcards are plain characters.
    expect((await rating(s.generalChampId, `?name=${encodeURIComponent('ракета_')}`)).pagination.total).toBe(
      1,
    );
    expect((await rating(s.generalChampId, `?name=${encodeURIComponent('%')}`)).pagination.total).toBe(0);
    expect((await rating(s.generalChampId, `?name=${encodeURIComponent('_')}`)).pagination.total).toBe(0);
    expect((await rating(s.generalChampId, '?name=%20%20')).pagination.total).toBe(TEAMS);
    const nothing = await rating(s.generalChampId, '?name=xyz');
    expect(nothing.rating).toEqual([]);
    expect(nothing.pagination).toEqual({ pageNumber: 1, pageSize: 20, pageCount: 0, total: 0 });

    const media = await rating(s.generalChampId, '?is_media=1');
    expect(ids(media.rating).sort()).toEqual([...s.mediaTeams].sort());
    expect(media.pagination.total).toBe(2);
    const [withOutlet, plain] = s.mediaTeams.map((id) => media.rating.find((r) => r.team.id === id)!);
    expect(withOutlet!.team.media).toEqual({
      name: 'Канал «Тактика»',
      url: 'https://example.com/media/taktika',
    });
    expect(plain!.team.media).toEqual({ name: plain!.team.name, url: null });
    expect((await rating(s.generalChampId, '?is_media=0')).pagination.total).toBe(TEAMS);
    const mediaByStage = await rating(s.generalChampId, `?is_media=1&sort=${s.stage2}`);
    expect(ids(mediaByStage.rating)).toEqual(
      byPlace(s.mediaTeams, (id) => stagePoints(id, s.stage2)!).reverse(),
    );
    expect((await rating(s.generalChampId, '?is_media=1&name=Зен')).rating).toEqual([]);
  });

  it("answers the signed-in user's own row wherever it is", async () => {
    const rows = await all(s.generalChampId, '');
    const last = rows.at(-1)!;
    const owner = s.teams.find((t) => t.id === last.team.id)!;
    const page1 = await rating(s.generalChampId, '', owner.headers);
    expect(ids(page1.rating)).not.toContain(owner.id);
    expect(page1.auth_user_rating).toEqual(last);
    const filtered = await rating(s.generalChampId, '?name=Зен', owner.headers);
    expect(filtered.auth_user_rating).toEqual(last);
    // A user without a team, and a visitor: no own row.
    const stranger = await createUser(s.t.db, 'rating_stranger');
    expect((await rating(s.generalChampId, '', stranger.headers)).auth_user_rating).toBeNull();
  });

  it('ranks a user league among its members only, by place or by a stage', async () => {
    const members = s.userChampTeams;
    // A league's rating is for its members (issue 18): they read it here.
    const asMember = s.teams.find((t) => t.id === members[0])!.headers;
    const data = await rating(s.userChampId, '', asMember);
    expect(data.champ).toMatchObject({
      id: s.userChampId,
      name: 'Лига друзей',
      type: 'user',
      members_count: 7,
    });
    expect(data.pagination.total).toBe(7);
    expect(ids(data.rating)).toEqual(byPlace(members, total));
    const places = placesBy(members, total);
    const before = movementFrom(members);
    for (const row of data.rating) {
      expect(row.place).toBe(places.get(row.team.id));
      expect(row.movement, `team ${row.team.id}`).toBe(before(row.team.id, row.place));
    }
    expect(data.rating.some((r) => r.movement !== null && r.movement !== 0)).toBe(true);
    expect(data.rating.filter((r) => s.twins.includes(r.team.id)).map((r) => r.place)).toHaveLength(2);

    const late = members.filter((id) => s.lateTeams.includes(id));
    const playedStage1 = members.filter((id) => !late.includes(id));
    const byStage = await rating(s.userChampId, `?sort=-${s.stage1}`, asMember);
    expect(ids(byStage.rating)).toEqual([
      ...byPlace(playedStage1, (id) => stagePoints(id, s.stage1)!),
      ...byPlace(late, total),
    ]);
    expect(ids((await rating(s.userChampId, `?sort=${s.stage1}`, asMember)).rating)).toEqual(
      ids(byStage.rating).reverse(),
    );
    expect(ids((await rating(s.userChampId, '?sort=place', asMember)).rating)).toEqual(
      ids(data.rating).reverse(),
    );
    const search = await rating(s.userChampId, '?name=ракета', asMember);
    expect(search.rating.map((r) => r.team.name)).toEqual(['Ракета_100%']);
    // A member's own row carries the league place; an outsider does not see the league at all.
    const member = s.teams.find((t) => t.id === members[1])!;
    expect((await rating(s.userChampId, '', member.headers)).auth_user_rating?.place).toBe(
      places.get(member.id),
    );
    const outsider = s.teams.find((t) => !members.includes(t.id))!;
    const refused = await s.t.app.inject({
      url: `/v1/champs/${s.userChampId}/rating/`,
      headers: outsider.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it("names each tour's winners in the general rating and a user league, and counts every team's wins", async () => {
    // Counted here from the stored tour points: the most points among the rating's teams, ties share.
    const expectedRoll = (teams: number[]) =>
      [s.stage2, s.stage1].map((stage) => {
        const best = Math.max(...teams.map((id) => stagePoints(id, stage) ?? 0));
        const winners = teams.filter((id) => stagePoints(id, stage) === best);
        const names = winners.map((id) => s.teams.find((t) => t.id === id)!.name).sort();
        return {
          stage: { id: stage, name: stage === s.stage1 ? 'Тур 1' : 'Тур 2' },
          points: best,
          winners: names,
        };
      });
    const roll = async (champId: number, headers: Headers = {}) => {
      const res = await s.t.app.inject({ url: `/v1/champs/${champId}/winners/`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.tours;
    };
    const teamIds = s.teams.map((t) => t.id);
    const general = expectedRoll(teamIds);
    expect(general[0]!.points).toBeGreaterThan(0);
    const byName = (tours: { winners: string[] }[]) =>
      tours.map((t) => ({ ...t, winners: [...t.winners].sort() }));
    expect(byName(await roll(s.generalChampId))).toEqual(general);
    const member = s.teams.find((t) => t.id === s.userChampTeams[0])!;
    expect(byName(await roll(s.userChampId, member.headers))).toEqual(expectedRoll(s.userChampTeams));
    const outsider = s.teams.find((t) => !s.userChampTeams.includes(t.id))!;
    expect(
      (await s.t.app.inject({ url: `/v1/champs/${s.userChampId}/winners/`, headers: outsider.headers }))
        .statusCode,
    ).toBe(403);

    const rows = await all(s.generalChampId, '');
    const nameOf = (id: number) => s.teams.find((t) => t.id === id)!.name;
    for (const row of rows) {
      const won = general.filter((tour) => tour.winners.includes(nameOf(row.team.id)));
      expect(row.tour_wins, `team ${row.team.id}`).toBe(won.length);
      expect(row.tour_winner).toBe(general[0]!.winners.includes(nameOf(row.team.id)));
    }
  });

  it("debriefs a team's scored tour: the best captain among its starters and the bench points left unused", async () => {
    const team = s.teams[0]!; // tour 1: its starting keeper sat out and the bench one came on
    const res = await s.t.app.inject({ url: `/v1/stages/${s.stage1}/debrief/`, headers: team.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // Counted here from the squad view of the same tour.
    const view = await s.t.app.inject({ url: `/v1/stages/${s.stage1}/my-squad/`, headers: team.headers });
    const squad = view.json().data.squad as {
      player: { id: number; fio: string };
      points: number;
      is_captain: 0 | 1;
      position: 0 | 1;
      substitute_player_id: number | null;
    }[];
    const own = (e: (typeof squad)[number]) => (e.is_captain ? e.points / 2 : e.points);
    const starters = squad.filter((e) => e.position === 1);
    const captain = starters.find((e) => e.is_captain === 1)!;
    const best = [...starters].sort((a, b) => own(b) - own(a) || a.player.id - b.player.id)[0]!;
    const cameOn = starters.map((e) => e.substitute_player_id);
    expect(cameOn).toContain(s.benchKeeper);
    const bench = squad
      .filter((e) => e.position === 0 && !cameOn.includes(e.player.id))
      .reduce((sum, e) => sum + e.points, 0);
    const { rows } = await s.t.db.execute<{ avg: string; max: number }>(
      sql`select avg_points as avg, max_points as max from fantasy_stages where id = ${s.stage1}`,
    );
    expect(data).toMatchObject({
      stage: { id: s.stage1, name: 'Тур 1' },
      points: stagePoints(team.id, s.stage1),
      average: Math.round(Number(rows[0]!.avg) * 10) / 10,
      best: rows[0]!.max,
      captain: { points: captain.points },
      best_captain: { points: own(best), gain: own(best) - own(captain) },
      bench_points: bench,
      best_squad_champ_id: s.generalChampId,
    });
    expect(data.best_captain.gain).toBeGreaterThanOrEqual(0);
    const mine = await rating(s.generalChampId, '', team.headers);
    expect(data.place).toBe(mine.auth_user_rating!.place);
    expect(data.movement).toBe(mine.auth_user_rating!.movement);
    expect(
      (await s.t.app.inject({ url: `/v1/stages/${s.stage3}/debrief/`, headers: team.headers })).json(),
    ).toMatchObject({ message: 'Итоги тура появятся после его расчёта' });
    expect((await s.t.app.inject({ url: `/v1/stages/${s.stage1}/debrief/` })).statusCode).toBe(401);
  });

  it("shows «Топ-3 + вы + соседи» of the general rating and each of the team's leagues", async () => {
    const rows = await all(s.generalChampId, '');
    const window = (list: FantasyRatingRow[], me: number) => {
      const at = list.findIndex((r) => r.team.id === me);
      return list
        .filter((_, i) => i < 3 || Math.abs(i - at) <= 2)
        .map((r) => [r.place, r.team.name, r.team.id === me]);
    };
    const member = s.teams.find((t) => t.id === s.userChampTeams[0])!;
    const res = await s.t.app.inject({
      url: `/v1/leagues/${s.seeded.leagueId}/standings/`,
      headers: member.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [general, league] = res.json().data.standings;
    expect(general.champ).toEqual({ id: s.generalChampId, name: 'Общий рейтинг', type: 'general' });
    expect(
      general.rows.map((r: { place: number; name: string; is_me: boolean }) => [r.place, r.name, r.is_me]),
    ).toEqual(window(rows, member.id));
    const leagueRows = (await rating(s.userChampId, '', member.headers)).rating;
    expect(league.champ).toEqual({ id: s.userChampId, name: 'Лига друзей', type: 'user' });
    expect(
      league.rows.map((r: { place: number; name: string; is_me: boolean }) => [r.place, r.name, r.is_me]),
    ).toEqual(window(leagueRows, member.id));
    // Far down the table: a gap between the top three and the team's neighbours.
    const deep = s.teams.find((t) => t.id === rows[12]!.team.id)!;
    const deepView = await s.t.app.inject({
      url: `/v1/leagues/${s.seeded.leagueId}/standings/`,
      headers: deep.headers,
    });
    expect(deepView.json().data.standings[0].rows).toHaveLength(8);
    expect((await s.t.app.inject({ url: `/v1/leagues/${s.seeded.leagueId}/standings/` })).statusCode).toBe(
      401,
    );
  });

  it('refuses unknown ratings and bad queries with Russian messages', async () => {
    const get = (url: string) => s.t.app.inject({ url });
    const missing = await get('/v1/champs/999999/rating/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Рейтинг не найден' });
    const [predictorChamp] = (
      await s.t.db.execute<{ id: number }>(
        sql`insert into champs (season_id, game, type, name) values (${s.seeded.seasonId}, 'predictor', 'general', 'Прогнозы') returning id`,
      )
    ).rows;
    expect((await get(`/v1/champs/${predictorChamp!.id}/rating/`)).statusCode).toBe(404);

    const unscored = await get(`/v1/champs/${s.generalChampId}/rating/?sort=-${s.stage3}`);
    expect(unscored.statusCode).toBe(400);
    expect(unscored.json().message).toBe('Сортировка по неизвестному или ещё не сыгранному туру');
    expect(unscored.json().errors[0].field).toBe('sort');
    for (const query of ['sort=points', 'p=0', 'is_media=2', 'pageSize=30', `name=${'я'.repeat(41)}`]) {
      const res = await get(`/v1/champs/${s.generalChampId}/rating/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message, query).toMatch(/[а-я]/i);
    }
    expect((await get('/v1/champs/abc/rating/')).statusCode).toBe(400);
  });

  it("answers the user's season points, last tour and place (sign-in needed)", async () => {
    const rows = await all(s.generalChampId, '');
    const team = s.teams[21]!;
    const row = rows.find((r) => r.team.id === team.id)!;
    const url = `/v1/leagues/${s.seeded.leagueId}/my-rating/`;
    const res = await s.t.app.inject({ url, headers: team.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      champ: { id: s.generalChampId, name: 'Общий рейтинг' },
      rating: {
        points: { default: row.points.total, last_tour: stagePoints(team.id, s.stage2) },
        place: { default: row.place },
      },
    });
    const visitor = await s.t.app.inject({ url });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Авторизуйтесь для выполнения действия');
    const noTeam = await createUser(s.t.db, 'rating_noteam');
    const empty = await s.t.app.inject({ url, headers: noTeam.headers });
    expect(empty.json().data.rating).toEqual({
      points: { default: 0, last_tour: null },
      place: { default: null },
    });
    const unknown = await s.t.app.inject({ url: '/v1/leagues/999999/my-rating/', headers: team.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().success).toBe(false);
  });
});
