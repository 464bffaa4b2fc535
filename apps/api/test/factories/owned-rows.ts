import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.ts';
import { authKeys, seasons, users } from '../../src/db/schema/index.ts';
import { hashAuthKey } from '../../src/http/auth.ts';
import { createGeneralChamp, createTournament } from './champs.ts';
import {
  createFantasyTeam,
  mySquadUrl,
  pickSquad,
  seedFantasy,
  type SeededFantasy,
  type SquadItem,
} from './fantasy.ts';
import { createClockedTestApp, createUser, type ClockedTestApp } from '../helpers/test-app.ts';
import { predictionsUrl, seedPredictorLeague, type SeededLeague } from './predictor.ts';

/** The five callers of the authorization matrix, in the order of its columns. */
export const ACTORS = ['anonymous', 'userA', 'userB', 'blocked', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export type Owned = {
  t: ClockedTestApp;
  predictor: SeededLeague;
  fantasy: SeededFantasy;
  ids: Record<Exclude<Actor, 'anonymous'>, number>;
  logins: Record<Exclude<Actor, 'anonymous'>, string>;
  /** Fantasy teams (blocked has one too, so a refusal is about the block, not a missing team). */
  teamIds: Record<'userA' | 'userB' | 'blocked', number>;
  /** A's user league (B is not a member) and its invite hash. */
  leagueOfA: { id: number; hash: string };
  /** A recruiting public H2H tournament A is in; another one only the admin starts. */
  h2hOfA: number;
  h2hToStart: number;
  squadOfA: SquadItem[];
  squadOfB: SquadItem[];
  /** A's predictions body of the open stage (X2 on the first match: A is linked to the partner). */
  predictionsOfA: object;
  predictionsOfB: object;
  /** A fresh auth key for the actor (logout revokes the key it was called with). */
  headers: (actor: Actor) => Promise<Record<string, string>>;
};

export const START = Date.UTC(2026, 4, 1, 9, 0);

/**
 * One database where user A owns something of every kind: predictions (with X2)
 * on the open predictor stage, a fantasy team with a squad on the open stage,
 * a user league he created, a place in a recruiting H2H tournament, a profile
 * and a partner link. B has a team and a squad of his own; "blocked" is a
 * blocked user whose auth key was never revoked; "admin" is an admin.
 */
export async function seedOwned(): Promise<Owned> {
  const t = await createClockedTestApp(START);
  const now = new Date(START);
  const predictor = await seedPredictorLeague(t.db, { now, tours: 1 });
  // Only one season is current: the fantasy one.
  await t.db.update(seasons).set({ isCurrent: false });
  const fantasy = await seedFantasy(t.db, { now });
  await createGeneralChamp(t.db, fantasy.seasonId);

  const a = await createUser(t.db, 'owner_a', { winlineId: 'partner-a' });
  const b = await createUser(t.db, 'stranger_b');
  const blocked = await createUser(t.db, 'blocked_c');
  const admin = await createUser(t.db, 'admin_d', { role: 'admin' });
  const teamA = await createFantasyTeam(t.db, a.user.id, fantasy.leagueId, 'Команда А');
  const teamB = await createFantasyTeam(t.db, b.user.id, fantasy.leagueId, 'Команда Б');
  const teamBlocked = await createFantasyTeam(t.db, blocked.user.id, fantasy.leagueId, 'Команда В');

  const ids = { userA: a.user.id, userB: b.user.id, blocked: blocked.user.id, admin: admin.user.id };
  const headers = async (actor: Actor): Promise<Record<string, string>> => {
    if (actor === 'anonymous') return {};
    const key = randomBytes(32).toString('base64url');
    await t.db
      .insert(authKeys)
      .values({ userId: ids[actor], keyHash: hashAuthKey(key), expireAt: new Date(Date.now() + 86_400_000) });
    return { authorization: `Bearer ${key}` };
  };

  const openStage = fantasy.stages[1]!.id;
  const squadOfA = pickSquad(fantasy.players);
  const squadOfB = pickSquad([...fantasy.players].reverse());
  const stage = predictor.stages[0]!;
  const predictionsBody = (home: number, x2: boolean) => ({
    predictions: [
      { event_id: stage.matchEvents[0]!.id, home_team_score: home, guest_team_score: 1, is_x2: x2 ? 1 : 0 },
      { event_id: stage.variantQuestion.id, variant_id: stage.variantQuestion.variantIds[0] },
      { event_id: stage.numericQuestion.id, variant_value: 7 },
    ],
  });
  const predictionsOfA = predictionsBody(3, true);
  const predictionsOfB = predictionsBody(0, false);

  const must = async (res: { statusCode: number; body: string }, what: string) => {
    if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  };
  const inject = async (actor: Actor, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await headers(actor), ...(payload ? { payload } : {}) });

  for (const [actor, squad] of [
    ['userA', squadOfA],
    ['userB', squadOfB],
    ['blocked', squadOfB],
  ] as const) {
    await must(await inject(actor, 'POST', mySquadUrl(openStage), { scheme: '4-4-2', squad }), 'squad');
  }
  const predictions = predictionsUrl(predictor.leagueId, stage.id);
  await must(await inject('userA', 'POST', predictions, predictionsOfA), 'predictions of A');
  await must(await inject('blocked', 'POST', predictions, predictionsOfB), 'predictions of blocked');
  const created = await inject('userA', 'POST', '/v1/champs/create/', { name: 'Лига владельца А' });
  await must(created, 'league of A');
  const champ = created.json().data.champ as { id: number; invite_hash: string };
  const h2hOfA = (await createTournament(t.db, { seasonId: fantasy.seasonId, size: 4, name: 'Кубок А' })).id;
  await must(await inject('userA', 'POST', `/v1/h2h/${h2hOfA}/join/`, {}), 'h2h of A');
  const h2hToStart = (
    await createTournament(t.db, {
      seasonId: fantasy.seasonId,
      size: 4,
      name: 'Кубок для старта',
      teamIds: [teamB.id, teamBlocked.id],
    })
  ).id;

  // Blocked the way the back office leaves a key that slipped through: blocked_at set, key alive.
  await t.db
    .update(users)
    .set({ blockedAt: now })
    .where(sql`${users.id} = ${blocked.user.id}`);

  return {
    t,
    predictor,
    fantasy,
    ids,
    logins: { userA: 'owner_a', userB: 'stranger_b', blocked: 'blocked_c', admin: 'admin_d' },
    teamIds: { userA: teamA.id, userB: teamB.id, blocked: teamBlocked.id },
    leagueOfA: { id: champ.id, hash: champ.invite_hash },
    h2hOfA,
    h2hToStart,
    squadOfA,
    squadOfB,
    predictionsOfA,
    predictionsOfB,
    headers,
  };
}

/**
 * Everything user A owns, as one JSON text: his account row, team, squads,
 * predictions, his league with its members, and his memberships. Any change
 * by somebody else's refused (or allowed) request shows as a difference.
 */
export async function snapshotOfA(db: Db, userId: number): Promise<string> {
  const { rows } = await db.execute<{ snapshot: unknown }>(sql`
    select json_build_object(
      'user', (select row_to_json(u) from (select id, login, email, phone, password_hash, role, winline_id,
                 blocked_at from users where id = ${userId}) u),
      'keys', (select count(*) from auth_keys where user_id = ${userId} and revoked_at is null),
      'teams', (select json_agg(f order by f.id) from fantasy_teams f where f.user_id = ${userId}),
      'squads', (select json_agg(json_build_object('squad', s, 'players',
                   (select json_agg(p order by p.player_id) from squad_players p where p.squad_id = s.id))
                   order by s.id)
                 from squads s join fantasy_teams f on f.id = s.fantasy_team_id where f.user_id = ${userId}),
      'predictions', (select json_agg(p order by p.event_id) from predictions p where p.user_id = ${userId}),
      'owned', (select json_agg(c order by c.id) from champs c where c.owner_user_id = ${userId}),
      'members', (select json_agg(m order by m.champ_id, m.fantasy_team_id) from champ_members m
                   where m.champ_id in (select id from champs where owner_user_id = ${userId})
                      or m.fantasy_team_id in (select id from fantasy_teams where user_id = ${userId}))
    ) as snapshot`);
  return JSON.stringify(rows[0]!.snapshot);
}
