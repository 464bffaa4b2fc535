import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';
import { champMembers, champRating } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { forbidden } from '../../../http/errors.ts';

/**
 * Reads of the champs module's tables that the fantasy ratings need (the champs module uses
 * them too: it sits above fantasy, never below).
 */

/** Whether the fantasy team is a member of the champ. */
export async function isMember(db: DbOrTx, champId: number, fantasyTeamId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(champMembers)
    .where(and(eq(champMembers.champId, champId), eq(champMembers.fantasyTeamId, fantasyTeamId)))
    .limit(1);
  return Boolean(row);
}

/** The fantasy team's stored place in the champ's rating (null when not rated yet). */
export async function findTeamPlace(
  db: DbOrTx,
  champId: number,
  fantasyTeamId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ place: champRating.place })
    .from(champRating)
    .where(and(eq(champRating.champId, champId), eq(champRating.fantasyTeamId, fantasyTeamId)))
    .limit(1);
  return row?.place ?? null;
}

/** What deciding who may read a champ needs of it. */
export type ChampPrivacy = { id: number; type: string; isPublic: boolean };

/**
 * DECISIONS "Private leagues": a user league is always private (its members
 * came by invite), an H2H tournament is private when the back office made it
 * so; the season's general ratings and the partner rating are public.
 */
export const isPrivateChamp = (champ: Pick<ChampPrivacy, 'type' | 'isPublic'>): boolean =>
  champ.type === 'user' || (champ.type === 'h2h' && !champ.isPublic);

/**
 * Refuses (403, `refusal`) anybody but a member or an admin the table of a
 * private champ. `teamId` is the reader's fantasy team of the champ's season
 * (null without one); membership is read fresh, so a member who left is a
 * stranger at once. Ids are sequential: the refusal names nothing of the champ.
 */
export async function checkChampReader(
  db: DbOrTx,
  opts: { champ: ChampPrivacy; user: AuthUser | null; teamId: number | null; refusal: string },
): Promise<void> {
  if (!isPrivateChamp(opts.champ) || opts.user?.role === 'admin') return;
  if (opts.user && opts.teamId !== null && (await isMember(db, opts.champ.id, opts.teamId))) return;
  throw forbidden(opts.refusal);
}
