import type { PredictorRating, RatingQuery } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import type { AuthUser } from '../../http/auth.ts';
import type { PublicReadCache } from '../../http/cache/public-read-cache.ts';
import { serializedPage, withOwnRow, type SerializedPage } from '../../http/cache/serialized-page.ts';
import { findOwnRatingRow } from './own-rating-row.queries.ts';
import { presentRatingRow } from './rating.presenter.ts';
import { getPredictorRating } from './rating.service.ts';

type Where = { url: string; leagueId: number; champId: number; query: RatingQuery; user: AuthUser | null };

/**
 * GET /predictors/{id}/rating/{champId}/ (issue 25 §3), as the answer's JSON (`serialize` makes it
 * of an answer). The general and partner ratings' season pages are the same for every reader but
 * the reader's own row: the page is the visitors' shared copy, kept with its JSON, the reader's row
 * one indexed statement (which also tells the rating's kind), kept as long as the page. A private
 * league (members only) and a month's table are read whole for a reader.
 */
export async function readPredictorRating(
  db: Db,
  publicReads: PublicReadCache,
  { url, leagueId, champId, query, user }: Where,
  serialize: (answer: PredictorRating) => string,
): Promise<Buffer> {
  const visitorPage = () =>
    publicReads.read(url, async (from): Promise<SerializedPage<PredictorRating>> => {
      return serializedPage(await getPredictorRating(from, leagueId, champId, query, null), serialize);
    });
  if (!user) return (await visitorPage()).bytes;
  const whole = async () =>
    Buffer.from(serialize(await getPredictorRating(db, leagueId, champId, query, user)));
  if (query.month !== undefined) return whole();
  const own = await publicReads.readOwn(`predictor:${leagueId}:${champId}:${user.id}`, (from) =>
    findOwnRatingRow(from, { leagueId, champId, userId: user.id }),
  );
  if (!own || (own.champType !== 'general' && own.champType !== 'partner')) return whole();
  const kept = await visitorPage();
  if (!own.row) return kept.bytes;
  const { row, stages, wins } = own;
  const points = (s: { id: number; value: number | null }) => [`${row.userId}:${s.id}`, s.value!] as const;
  const stagePoints = () => new Map(stages.filter((s) => s.value !== null).map(points));
  return withOwnRow(kept, own, (live) => presentRatingRow(row, stages, stagePoints(), live, wins), serialize);
}
