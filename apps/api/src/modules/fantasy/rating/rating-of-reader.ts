import type { FantasyRating, FantasyRatingQuery } from '@mliga/contract';
import type { Db } from '../../../db/connect.ts';
import type { AuthUser } from '../../../http/auth.ts';
import type { PublicReadCache } from '../../../http/cache/public-read-cache.ts';
import { serializedPage, withOwnRow, type SerializedPage } from '../../../http/cache/serialized-page.ts';
import { findOwnRatingRow } from './own-rating-row.queries.ts';
import { presentRatingRow } from './rating.presenter.ts';
import { getFantasyRating } from './rating.service.ts';

type Where = { url: string; champId: number; query: FantasyRatingQuery; user: AuthUser | null };

/**
 * GET /champs/{champId}/rating/ (issue 25 §3), as the answer's JSON (`serialize` makes it of an
 * answer). The general rating's season pages are the same for every reader but the reader's own
 * row: the page is the visitors' shared copy, kept with its JSON, the reader's team's row one
 * indexed statement (which also tells the rating's kind), kept as long as the page. A user league
 * (members only) and a month's table are read whole for a reader.
 */
export async function readFantasyRating(
  db: Db,
  publicReads: PublicReadCache,
  { url, champId, query, user }: Where,
  serialize: (answer: FantasyRating) => string,
): Promise<Buffer> {
  // A visitor's load of a user league always fails (members only) and a failure is never kept,
  // so the shared copy holds public ratings alone.
  const visitorPage = () =>
    publicReads.read(url, async (from): Promise<SerializedPage<FantasyRating>> => {
      return serializedPage(await getFantasyRating(from, champId, query, null), serialize);
    });
  if (!user) return (await visitorPage()).bytes;
  const whole = async () => Buffer.from(serialize(await getFantasyRating(db, champId, query, user)));
  if (query.month !== undefined) return whole();
  const own = await publicReads.readOwn(`fantasy:${champId}:${user.id}`, (from) =>
    findOwnRatingRow(from, { champId, userId: user.id }),
  );
  if (own?.champType !== 'general') return whole();
  const kept = await visitorPage();
  if (!own.row) return kept.bytes;
  const { row, stages, wins } = own;
  const points = (s: { id: number; value: number | null }) =>
    [`${row.fantasyTeamId}:${s.id}`, s.value!] as const;
  const stagePoints = () => new Map(stages.filter((s) => s.value !== null).map(points));
  const stageIds = stages.map((s) => s.id);
  return withOwnRow(
    kept,
    own,
    (live) => presentRatingRow(row, stageIds, stagePoints(), live, wins),
    serialize,
  );
}
