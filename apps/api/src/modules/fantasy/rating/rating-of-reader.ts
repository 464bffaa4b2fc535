import type { FantasyRating, FantasyRatingQuery, OkEnvelope } from '@mliga/contract';
import type { Db } from '../../../db/connect.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { findOwnRatingRow } from './own-rating-row.queries.ts';
import { presentRatingRow } from './rating.presenter.ts';
import { getFantasyRating } from './rating.service.ts';

/**
 * A signed-in reader's page of a fantasy rating (issue 25 §3). The general rating's season pages
 * are the same for every reader but the reader's own row: the page comes from the visitors' shared
 * copy (`visitorPage`), the reader's row from one indexed statement, which also tells the rating's
 * kind. A user league (members only) and a month's table are read whole.
 */
export async function getFantasyRatingOfReader(
  db: Db,
  where: { champId: number; query: FantasyRatingQuery; user: AuthUser },
  visitorPage: () => Promise<OkEnvelope<FantasyRating>>,
): Promise<FantasyRating> {
  const { champId, query, user } = where;
  const whole = () => getFantasyRating(db, champId, query, user);
  if (query.month !== undefined) return whole();
  const own = await findOwnRatingRow(db, { champId, userId: user.id });
  if (own?.champType !== 'general') return whole();
  const { data: page } = await visitorPage();
  if (!own.row) return { ...page, auth_user_rating: null };
  const teamId = own.row.fantasyTeamId;
  const stagePoints = new Map(
    own.stages.filter((s) => s.value !== null).map((s) => [`${teamId}:${s.id}`, s.value!]),
  );
  const live = page.live_stage && own.live ? own.live : undefined;
  const stageIds = own.stages.map((s) => s.id);
  return { ...page, auth_user_rating: presentRatingRow(own.row, stageIds, stagePoints, live, own.wins) };
}
