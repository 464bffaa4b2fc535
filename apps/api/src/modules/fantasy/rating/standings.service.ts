import { STANDING_NEIGHBOURS, STANDING_TOP, type MyStandings, type Standing } from '@mliga/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect.ts';
import { notFound } from '../../../http/errors.ts';
import { findLeague, findTeamOfUser } from '../stages.queries.ts';
import { findGeneralChampOfLeague, findRatingRows } from './rating.queries.ts';

type Champ = { id: number; name: string; type: 'general' | 'user'; membersCount: number };

/**
 * A rating's top and the rows around the team's, in its order (place, team id — places are shared),
 * each part one walk of the (champ_id, place, fantasy_team_id) index.
 */
async function standingOf(db: Db, champ: Champ, teamId: number): Promise<Standing> {
  const [me] = await findRatingRows(db, champ.id, [teamId]);
  const place = me?.place ?? null;
  const { rows } = await db.execute<{ fantasy_team_id: number }>(sql`
    (select fantasy_team_id, place from champ_rating where champ_id = ${champ.id}
     order by place, fantasy_team_id limit ${STANDING_TOP})
    union
    (select fantasy_team_id, place from champ_rating
     where champ_id = ${champ.id} and (place, fantasy_team_id) < (${place ?? 0}, ${teamId})
     order by place desc, fantasy_team_id desc limit ${place === null ? 0 : STANDING_NEIGHBOURS})
    union
    (select fantasy_team_id, place from champ_rating
     where champ_id = ${champ.id} and (place, fantasy_team_id) >= (${place ?? 0}, ${teamId})
     order by place, fantasy_team_id limit ${place === null ? 0 : STANDING_NEIGHBOURS + 1})`);
  const found = await findRatingRows(
    db,
    champ.id,
    rows.map((r) => r.fantasy_team_id),
  );
  const ordered = found
    .filter((r) => r.place !== null)
    .sort((a, b) => a.place! - b.place! || a.fantasyTeamId - b.fantasyTeamId);
  return {
    champ: { id: champ.id, name: champ.name, type: champ.type },
    members_count: champ.membersCount,
    rows: ordered.map((r) => ({
      place: r.place!,
      name: r.name,
      points: r.points ?? 0,
      movement: r.prevPlace === null ? null : r.prevPlace - r.place!,
      is_me: r.fantasyTeamId === teamId,
    })),
  };
}

/** The team's user leagues of the league's season, their own first, then by joining. */
async function findTeamLeagues(db: Db, teamId: number, userId: number): Promise<Champ[]> {
  const { rows } = await db.execute<{ id: number; name: string; members_count: number }>(sql`
    select c.id, c.name, c.members_count
    from champ_members m join champs c on c.id = m.champ_id and c.game = 'fantasy' and c.type = 'user'
    where m.fantasy_team_id = ${teamId}
    order by (c.owner_user_id is not distinct from ${userId}) desc, m.joined_at, c.id`);
  return rows.map((r) => ({ id: r.id, name: r.name, type: 'user', membersCount: Number(r.members_count) }));
}

/** GET /leagues/{leagueId}/standings/: «Топ-3 + вы + соседи» of the general rating and each of the team's leagues. */
export async function getFantasyStandings(db: Db, leagueId: number, userId: number): Promise<MyStandings> {
  const league = await findLeague(db, leagueId);
  if (!league) throw notFound();
  const team = await findTeamOfUser(db, userId, league.id);
  if (!team) return { standings: [] };
  const [general, leagues] = await Promise.all([
    findGeneralChampOfLeague(db, league.id),
    findTeamLeagues(db, team.id, userId),
  ]);
  const champs: Champ[] = [
    ...(general
      ? [{ id: general.id, name: general.name, type: 'general' as const, membersCount: general.membersCount }]
      : []),
    ...leagues,
  ];
  return { standings: await Promise.all(champs.map((c) => standingOf(db, c, team.id))) };
}
