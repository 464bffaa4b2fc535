import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { h2hMatches } from '../src/db/schema/index.ts';
import { runNotificationRound, type NotificationJobDeps } from '../src/modules/notifications/index.ts';
import { apiCaller, centreItems, testMailer, type User } from './helpers/notifications.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createFantasyTestApp,
  pickSquad,
  seedFantasy,
  storeSquad,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';
import { finishTour, matchOf, putStats, scoreUrl } from './factories/fantasy-scoring.ts';
import { createGeneralChamp, createPlayer, createTournament, type Player } from './factories/champs.ts';

/**
 * Issue 24 §1: the fantasy tour's results, and the kinds that come to the notification centre only —
 * an H2H match's result, a points correction after scoring, a new member of your league, your team
 * name moderated. Teams A (Альфа) and B (Бета) hold the same squad but A's captain is club 0's scorer
 * midfielder, who scores; they meet in an H2H tournament in tour 1, so A wins it.
 */
describe('fantasy results and the centre-only notifications', () => {
  let t: FantasyTestApp;
  let seeded: SeededFantasy;
  let deps: NotificationJobDeps;
  let admin: User;
  let a: Player, b: Player, c: Player;
  let cupId: number;
  let scorerId: number;

  const stage1 = () => seeded.stages[0]!.id;
  const call = apiCaller(() => t.app);
  const centre = (user: User, kind: string) => centreItems(t.app, user, kind);
  const score = async () => {
    const res = await call('POST', scoreUrl(stage1()), admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  beforeAll(async () => {
    t = await createFantasyTestApp();
    seeded = await seedFantasy(t.db, { now: t.clock.now() });
    deps = {
      db: t.db,
      mailer: testMailer(null, t.app.log),
      publicUrl: 'https://liga.example',
      now: t.clock.now,
    };
    await createGeneralChamp(t.db, seeded.seasonId);
    admin = await createUser(t.db, 'scorer', { role: 'admin' });
    a = await createPlayer(t.db, 'owner_a', seeded.leagueId, 'Альфа');
    b = await createPlayer(t.db, 'owner_b', seeded.leagueId, 'Бета');
    c = await createPlayer(t.db, 'owner_c', seeded.leagueId, 'Гамма');
    const items = pickSquad(seeded.players);
    const starters = seeded.players.filter((p) =>
      items.some((i) => i.player_id === p.id && i.position === 1),
    );
    const scorer = starters.find((p) => p.fieldPosition === 3)!;
    const other = starters.find((p) => p.fieldPosition === 2)!;
    const withCaptain = (id: number) =>
      items.map((i) => ({ ...i, is_captain: i.player_id === id ? 1 : 0 }) as const);
    await storeSquad(t.db, { fantasyTeamId: a.teamId, stageId: stage1(), items: withCaptain(scorer.id) });
    await storeSquad(t.db, { fantasyTeamId: b.teamId, stageId: stage1(), items: withCaptain(other.id) });
    const club = seeded.clubIds.indexOf(scorer.teamId);
    await putStats(t.db, await matchOf(t.db, seeded, 1, club), scorer, { minutes: 90, goals_scored: 1 });
    scorerId = scorer.id;
    await finishTour(t.db, seeded, 1);
    cupId = (
      await createTournament(t.db, { seasonId: seeded.seasonId, size: 4, teamIds: [a.teamId, b.teamId] })
    ).id;
    const started = await call('POST', `/v1/admin/h2h/${cupId}/start/`, admin);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await t.db.delete(h2hMatches).where(eq(h2hMatches.champId, cupId));
    await t.db
      .insert(h2hMatches)
      .values({ champId: cupId, stageId: stage1(), tour: 1, team1Id: b.teamId, team2Id: a.teamId });
  });
  afterAll(() => t.close());

  it('tour results name the team’s points and the winning team; the H2H result goes to both owners', async () => {
    await score();
    const done = await runNotificationRound(deps);
    expect(done.results).toEqual([{ game: 'fantasy', stageId: stage1(), notified: 4, emailed: 2 }]);

    const [mine] = await centre(a, 'results');
    expect(mine!.title).toMatch(/победили/);
    expect(mine!.link).toBe(`/game/fantasy/${seeded.leagueId}/my-team/stages/${stage1()}/debrief`);
    const [theirs] = await centre(b, 'results');
    expect(theirs!.body).toContain('«Альфа»');
    expect(await centre(c, 'results')).toEqual([]);

    const { rows } = await t.db.execute<{ score1: number; score2: number }>(
      sql`select score1, score2 from h2h_matches where champ_id = ${cupId}`,
    );
    const { score1: bScore, score2: aScore } = rows[0]!;
    expect(aScore).toBeGreaterThan(bScore);
    const [won] = await centre(a, 'h2h_result');
    expect(won).toMatchObject({
      title: `H2H: победа ${aScore}:${bScore}`,
      link: `/game/fantasy/h2h/${cupId}`,
    });
    expect(won!.body).toContain(`«Альфа» — «Бета», ${aScore}:${bScore}`);
    const [lost] = await centre(b, 'h2h_result');
    expect(lost!.title).toBe(`H2H: поражение ${bScore}:${aScore}`);
    expect(await centre(c, 'h2h_result')).toEqual([]);
  });

  it('a statistic corrected after scoring: the owners holding the player hear of it, once', async () => {
    await t.db.execute(sql`update player_match_stats set goals = 2 where player_id = ${scorerId}`);
    await score();
    const { rows } = await t.db.execute<{ old_points: number; new_points: number }>(
      sql`select old_points, new_points from points_corrections where player_id = ${scorerId}`,
    );
    expect(rows).toHaveLength(1);
    const { old_points: before, new_points: after } = rows[0]!;
    // Read once the scoring transaction has surely committed (see corrections-scan.ts).
    t.clock.set(Date.now() + 10 * 60_000);
    const done = await runNotificationRound(deps);
    expect(done.corrections).toBe(2);
    for (const owner of [a, b]) {
      const [item] = await centre(owner, 'points_correction');
      expect(item!.title).toBe(
        `${seeded.stages[0]!.tour === 1 ? 'Тур 1' : ''}: очки ваших игроков исправлены`,
      );
      expect(item!.body).toContain(`→ ${after}`);
      expect(item!.body).toContain(`${before} `);
      expect(item!.link).toBe(`/game/fantasy/${seeded.leagueId}/my-team/stages/${stage1()}`);
    }
    expect(await centre(c, 'points_correction')).toEqual([]);
    expect((await runNotificationRound(deps)).corrections).toBe(0);
  });

  it('a new member of a user league: its creator hears of it, not the member', async () => {
    const made = await call('POST', '/v1/champs/create/', c, { name: 'Лига Гаммы' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { id, invite_hash: hash } = made.body.data.champ as { id: number; invite_hash: string };
    expect(await centre(c, 'league_join')).toEqual([]);
    const joined = await call('POST', `/v1/champs/${id}/invite-accept/`, a, { hash });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const again = await call('POST', `/v1/champs/${id}/invite-accept/`, a, { hash });
    expect(again.status).toBe(200);
    const items = await centre(c, 'league_join');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: 'Новый участник в лиге «Лига Гаммы»',
      body: 'owner_a вступил(а) в вашу лигу «Лига Гаммы» (фэнтези).',
      link: '/game/fantasy/my-leagues',
    });
    expect(await centre(a, 'league_join')).toEqual([]);
  });

  it('with the centre turned off for a kind, nothing is written', async () => {
    const off = await call('PUT', '/v1/notifications/settings/', a, {
      settings: [{ kind: 'league_join', site: false }],
    });
    expect(off.status).toBe(200);
    const made = await call('POST', '/v1/champs/create/', a, { name: 'Лига Альфы' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { id, invite_hash: hash } = made.body.data.champ as { id: number; invite_hash: string };
    expect((await call('POST', `/v1/champs/${id}/invite-accept/`, b, { hash })).status).toBe(200);
    expect(await centre(a, 'league_join')).toEqual([]);
  });

  it('team name moderation: the owner hears the decision', async () => {
    const url = (id: number) => `/v1/admin/team-names/${id}/`;
    const approved = await t.app.inject({
      method: 'PATCH',
      url: url(a.teamId),
      headers: admin.headers,
      payload: { moderation_status: 1 },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const rejected = await t.app.inject({
      method: 'PATCH',
      url: url(b.teamId),
      headers: admin.headers,
      payload: { moderation_status: 2 },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await centre(a, 'team_name')).toMatchObject([
      { title: 'Название команды одобрено', body: expect.stringContaining('«Альфа»') },
    ]);
    expect(await centre(b, 'team_name')).toMatchObject([
      {
        title: 'Название команды отклонено',
        body: expect.stringContaining(`«Бета». Команда называется «Команда №${b.teamId}»`),
        link: '/game/fantasy/users/profile/',
      },
    ]);
  });
});
