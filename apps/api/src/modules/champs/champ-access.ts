import type { DbOrTx } from '../../db/connect.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { isMember } from './champs.queries.ts';

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
