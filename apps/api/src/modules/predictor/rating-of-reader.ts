import type { OkEnvelope, PredictorRating, RatingQuery } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import type { AuthUser } from '../../http/auth.ts';
import { findOwnRatingRow } from './own-rating-row.queries.ts';
import { presentRatingRow } from './rating.presenter.ts';
import { getPredictorRating } from './rating.service.ts';

type Answer = OkEnvelope<PredictorRating>;

/**
 * A signed-in reader's page of a predictor rating (issue 25 §3). The general and partner ratings'
 * season pages are the same for every reader but the reader's own row: the page comes from the
 * visitors' shared copy (`visitorPage`), the reader's row from one indexed statement, which also
 * tells the rating's kind. A private league (members only) and a month's table are read whole.
 */
export async function getPredictorRatingOfReader(
  db: Db,
  where: { leagueId: number; champId: number; query: RatingQuery; user: AuthUser },
  visitorPage: () => Promise<Answer>,
): Promise<PredictorRating> {
  const { leagueId, champId, query, user } = where;
  const whole = () => getPredictorRating(db, leagueId, champId, query, user);
  if (query.month !== undefined) return whole();
  const own = await findOwnRatingRow(db, { leagueId, champId, userId: user.id });
  if (!own || (own.champType !== 'general' && own.champType !== 'partner')) return whole();
  const { data: page } = await visitorPage();
  if (!own.row) return { ...page, auth_user_rating: null };
  const stagePoints = new Map(
    own.stages.filter((s) => s.value !== null).map((s) => [`${user.id}:${s.id}`, s.value!]),
  );
  const live = page.live_stage && own.live ? own.live : undefined;
  return { ...page, auth_user_rating: presentRatingRow(own.row, own.stages, stagePoints, live, own.wins) };
}
