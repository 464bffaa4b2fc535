import {
  STANDING_NEIGHBOURS,
  STANDING_TOP,
  type MyStandings,
  type Standing,
  type StandingRow,
} from '@mliga/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { findLeagueRows } from './league-rating.queries.ts';
import { findPredictorChamps, findRatingRows, findUserIds, type RatingRow } from './rating.queries.ts';
import { findPredictorLeague } from './stages.queries.ts';

const present = (row: RatingRow, userId: number): StandingRow => ({
  place: row.place,
  name: row.login,
  points: row.points,
  movement: row.prevPlace === null ? null : row.prevPlace - row.place,
  is_me: row.userId === userId,
});

/** The top of a whole ordered list and the rows around the user's (a private league, read whole). */
export function standingWindow<T>(rows: T[], isMe: (row: T) => boolean): T[] {
  const me = rows.findIndex(isMe);
  return rows.filter((_, i) => i < STANDING_TOP || (me >= 0 && Math.abs(i - me) <= STANDING_NEIGHBOURS));
}

/** A stored rating (unique places): its top and the places around the user's, by the place index. */
async function storedStanding(
  db: Db,
  champ: { id: number; name: string; type: 'general' | 'partner'; membersCount: number },
  userId: number,
): Promise<Standing | null> {
  const [me] = await findRatingRows(db, champ.id, [userId]);
  if (!me && champ.type === 'partner') return null;
  const around = me
    ? sql`or place between ${me.place - STANDING_NEIGHBOURS} and ${me.place + STANDING_NEIGHBOURS}`
    : sql``;
  const ids = await findUserIds(
    db,
    sql`select user_id from predictor_ratings
        where champ_id = ${champ.id} and (place <= ${STANDING_TOP} ${around}) order by place`,
  );
  const rows = (await findRatingRows(db, champ.id, ids)).sort((a, b) => a.place - b.place);
  return {
    champ: { id: champ.id, name: champ.name, type: champ.type },
    members_count: champ.membersCount,
    rows: rows.map((r) => present(r, userId)),
  };
}

/** The user's private leagues of the season, their own first, then by joining. */
async function findUserLeagues(db: Db, userId: number, seasonId: number) {
  const { rows } = await db.execute<{ id: number; name: string; members_count: number }>(sql`
    select c.id, c.name, c.members_count
    from predictor_league_members m join champs c on c.id = m.champ_id
    where m.user_id = ${userId} and c.season_id = ${seasonId} and c.game = 'predictor' and c.type = 'user'
    order by (c.owner_user_id is not distinct from ${userId}) desc, m.joined_at, c.id`);
  return rows;
}

/**
 * GET /predictors/{id}/standings/: «Топ-3 + вы + соседи» of the general rating, the partner rating
 * (a user with a partner account) and each of the user's private leagues.
 */
export async function getPredictorStandings(db: Db, leagueId: number, userId: number): Promise<MyStandings> {
  const league = await findPredictorLeague(db, leagueId);
  if (!league) throw notFound();
  const champs = await findPredictorChamps(db, league.seasonId);
  const general = champs.find((c) => c.type === 'general');
  const named = (type: 'general' | 'partner') => {
    const champ = champs.find((c) => c.type === type);
    return champ ? { ...champ, type } : null;
  };
  const stored = await Promise.all(
    (['general', 'partner'] as const).map((type) => {
      const champ = named(type);
      return champ ? storedStanding(db, champ, userId) : null;
    }),
  );
  const leagues = await findUserLeagues(db, userId, league.seasonId);
  const own = await Promise.all(
    leagues.map(async (l): Promise<Standing> => {
      const rows = await findLeagueRows(db, l.id, general?.id ?? null, { kind: 'place', bestFirst: true });
      return {
        champ: { id: l.id, name: l.name, type: 'user' },
        members_count: Number(l.members_count),
        rows: standingWindow(rows, (r) => r.userId === userId).map((r) => present(r, userId)),
      };
    }),
  );
  return { standings: [...stored.filter((s) => s !== null), ...own] };
}
