import type { MyPredictorRating, PredictorRating, RatingQuery, TourWinnersRoll } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import {
  parseRatingSort,
  placeRange,
  planTwoSegmentPage,
  type RatingSort,
  type SegmentRead,
} from './rating-sort.ts';
import { findLeagueRows, findLeagueWinners } from './league-rating.queries.ts';
import {
  findLeagueMonthRows,
  findMonthCount,
  findMonthPage,
  findMonthRowOf,
} from './month-rating.queries.ts';
import { checkedMonth, monthKeyOf, monthsOf } from '../../http/rating-months.ts';
import { rollOf } from '../../http/tour-winners-roll.ts';
import { presentRatingRow } from './rating.presenter.ts';
import {
  findPredictorChamps,
  findRatingRows,
  findStageMembersCount,
  findStagePointsOf,
  findTourWins,
  findTourWinnersRoll,
  findUserIds,
  type PredictorChamp,
  type RatingRow,
  type TourWins,
  type WinnerRow,
  userIdsAbsentFromStageSql,
  userIdsByPlaceSql,
  userIdsByStagePointsSql,
} from './rating.queries.ts';
import { findLeagueStages, findPredictorLeague } from './stages.queries.ts';
import type { AuthUser } from '../../http/auth.ts';
import { checkLeagueReader, findPrivateLeague, leagueMessages } from './league-access.ts';
import { findLiveRows, findLiveStage, type LiveRow } from './live-rating.queries.ts';

export const RATING_PAGE_SIZES = [20, 50] as const;

/** The users of one page in the asked order; every read is an index range, none sorts the rating. */
async function pageUserIds(
  db: Db,
  champ: PredictorChamp,
  sort: ReturnType<typeof parseRatingSort>,
  offset: number,
  limit: number,
): Promise<number[]> {
  if (sort.kind === 'place') {
    const range = placeRange(offset, limit, champ.membersCount, sort.bestFirst);
    return range ? findUserIds(db, userIdsByPlaceSql(champ.id, range, sort.bestFirst)) : [];
  }
  // Best first: who played the stage by stage points, then the others by place; backwards for the reverse.
  const played = await findStageMembersCount(db, champ.id, sort.stageId);
  const absent = Math.max(0, champ.membersCount - played);
  const byPoints: SegmentQuery = (read, bestFirst) =>
    findUserIds(db, userIdsByStagePointsSql(champ.id, sort.stageId, read, bestFirst));
  const byPlace: SegmentQuery = (read, bestFirst) =>
    findUserIds(db, userIdsAbsentFromStageSql(champ.id, sort.stageId, read, bestFirst));
  const players = { query: byPoints, count: played };
  const others = { query: byPlace, count: absent };
  const [first, second] = sort.bestFirst ? [players, others] : [others, players];
  const plan = planTwoSegmentPage(offset, limit, first.count);
  const [head, tail] = await Promise.all([
    plan.first ? readFromNearerEnd(first.query, plan.first, first.count, sort.bestFirst) : [],
    plan.second ? readFromNearerEnd(second.query, plan.second, second.count, sort.bestFirst) : [],
  ]);
  return [...head, ...tail];
}

type SegmentQuery = (read: SegmentRead, bestFirst: boolean) => Promise<number[]>;

/**
 * An offset costs an index walk of its length, so a read in the far half of a
 * list walks from the other end and turns the rows round: the last page is as
 * quick as the first. The orders are total, so the reverse is exact.
 */
async function readFromNearerEnd(
  query: SegmentQuery,
  read: SegmentRead,
  count: number,
  bestFirst: boolean,
): Promise<number[]> {
  if (read.offset * 2 <= count) return query(read, bestFirst);
  const end = Math.min(count, read.offset + read.limit);
  if (end <= read.offset) return [];
  const rows = await query({ offset: count - end, limit: end - read.offset }, !bestFirst);
  return rows.reverse();
}

/** A private league of the season, for its members (and admins) only. */
async function privateLeagueOf(
  db: Db,
  champId: number,
  seasonId: number,
  user: AuthUser | null,
): Promise<PredictorChamp> {
  const league = await findPrivateLeague(db, champId);
  if (!league || league.seasonId !== seasonId) throw notFound();
  await checkLeagueReader(db, champId, user, leagueMessages.ratingMembersOnly);
  return { id: league.id, type: 'user', name: league.name, membersCount: league.membersCount };
}

/** Each winner's count of won stages, and whether they won the latest. */
function winsOf(rows: WinnerRow[], latestId: number | null): Map<number, TourWins> {
  const wins = new Map<number, TourWins>();
  for (const row of rows) {
    const had = wins.get(row.userId) ?? { wins: 0, latest: false };
    wins.set(row.userId, { wins: had.wins + 1, latest: had.latest || row.stageId === latestId });
  }
  return wins;
}

/**
 * GET /predictors/{id}/rating/{champId}/winners/: the rating's stage winners, the latest stage first
 * (a private league's to its members, found among them when read).
 */
export async function getPredictorTourWinners(
  db: Db,
  leagueId: number,
  champId: number,
  user: AuthUser | null,
): Promise<TourWinnersRoll> {
  const { league, champs } = await findLeagueAndChamps(db, leagueId);
  const champ =
    champs.find((c) => c.id === champId) ?? (await privateLeagueOf(db, champId, league.seasonId, user));
  return rollOf(
    champ.type === 'user'
      ? await findLeagueWinners(db, champ.id, league.id)
      : await findTourWinnersRoll(db, champ.id),
  );
}

async function leagueRows(db: Db, champId: number, champs: PredictorChamp[], sort: RatingSort) {
  const generalId = champs.find((c) => c.type === 'general')?.id ?? null;
  const rows = await findLeagueRows(db, champId, generalId, sort);
  return sort.bestFirst ? rows : rows.reverse();
}

async function findLeagueAndChamps(db: Db, leagueId: number) {
  const league = await findPredictorLeague(db, leagueId);
  if (!league) throw notFound();
  return { league, champs: await findPredictorChamps(db, league.seasonId) };
}

export async function getPredictorRating(
  db: Db,
  leagueId: number,
  champId: number,
  query: RatingQuery,
  user: AuthUser | null,
): Promise<PredictorRating> {
  const userId = user?.id ?? null;
  const { league, champs } = await findLeagueAndChamps(db, leagueId);
  const champ =
    champs.find((c) => c.id === champId) ?? (await privateLeagueOf(db, champId, league.seasonId, user));
  const stages = await findLeagueStages(db, league.id);
  const sort = parseRatingSort(query.sort);
  if (sort.kind === 'stage' && !stages.some((s) => s.id === sort.stageId))
    throw badRequest('Сортировка по неизвестному туру', 'sort');

  const pageSize = query.pageSize ?? 20;
  const pageNumber = query.p ?? 1;
  const offset = (pageNumber - 1) * pageSize;
  const scored = stages.filter((s) => s.scoredAt !== null);
  const months = monthsOf(scored);
  const month = query.month === undefined ? null : checkedMonth(months, query.month);
  if (month && sort.kind === 'stage') throw badRequest(monthOnlyByPlace, 'sort');
  const listing = month
    ? await monthListing(
        db,
        { champ, champs, month: month.firstDay, latestStageId: scoredIn(scored, month.id).at(-1)!.id },
        sort.bestFirst,
        { offset, pageSize, userId },
      )
    : await seasonListing(db, champ, champs, sort, { offset, pageSize, userId });
  const ids = listing.ids;
  const wanted = userId !== null && !ids.includes(userId) ? [...ids, userId] : ids;
  const shownStages = (month ? scoredIn(scored, month.id) : scored).map((s) => ({ id: s.id, name: s.name }));
  const liveStage = month || champ.type === 'user' ? null : await findLiveStage(db, champ.id);
  const latestId = scored.at(-1)?.id ?? null;
  const [rows, stagePoints, live, wins] = await Promise.all([
    listing.rows ?? findRatingRows(db, champ.id, wanted),
    findStagePointsOf(
      db,
      wanted,
      shownStages.map((s) => s.id),
    ),
    liveStage ? findLiveRows(db, champ.id, wanted) : new Map<number, LiveRow>(),
    champ.type === 'user'
      ? findLeagueWinners(db, champ.id, league.id).then((w) => winsOf(w, latestId))
      : findTourWins(db, champ.id, wanted, latestId),
  ]);
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  const present = (id: number) => {
    const row = byUser.get(id);
    return row ? presentRatingRow(row, shownStages, stagePoints, live.get(id), wins.get(id)) : null;
  };
  return {
    rating: ids.map(present).filter((r) => r !== null),
    auth_user_rating: userId === null ? null : present(userId),
    pagination: {
      pageSize,
      pageNumber,
      pageCount: Math.ceil(listing.total / pageSize),
      total: listing.total,
    },
    ...(liveStage ? { live_stage: liveStage } : {}),
    months,
    ...(month ? { month: { id: month.id, name: month.name } } : {}),
  };
}

const monthOnlyByPlace = 'Таблицу месяца можно сортировать только по месту';

type Page = { offset: number; pageSize: number; userId: number | null };
/** A page's users in order, their rows when already read (else null), and the list's total. */
type Listing = { ids: number[]; rows: RatingRow[] | null; total: number };

/** The season table: a private league ordered whole from the general rating, the others by their indexes. */
async function seasonListing(
  db: Db,
  champ: PredictorChamp,
  champs: PredictorChamp[],
  sort: RatingSort,
  page: Page,
): Promise<Listing> {
  if (champ.type !== 'user')
    return {
      ids: await pageUserIds(db, champ, sort, page.offset, page.pageSize),
      rows: null,
      total: champ.membersCount,
    };
  const members = await leagueRows(db, champ.id, champs, sort);
  return {
    ids: members.slice(page.offset, page.offset + page.pageSize).map((r) => r.userId),
    rows: members,
    total: champ.membersCount,
  };
}

/** The scored stages of a month, in tour order. */
const scoredIn = <S extends { startAt: Date }>(scored: S[], monthId: string) =>
  scored.filter((s) => monthKeyOf(s.startAt) === monthId);

/** A month's table (issue 23 §3): the stored month places, a private league's ranked among its members. */
async function monthListing(
  db: Db,
  where: { champ: PredictorChamp; champs: PredictorChamp[]; month: string; latestStageId: number },
  bestFirst: boolean,
  page: Page,
): Promise<Listing> {
  const { champ, champs, month, latestStageId } = where;
  if (champ.type === 'user') {
    const generalId = champs.find((c) => c.type === 'general')?.id ?? 0;
    const general = { champId: generalId, month, latestStageId, partner: false };
    const all = generalId === 0 ? [] : await findLeagueMonthRows(db, champ.id, general);
    const ordered = bestFirst ? all : all.reverse();
    return {
      ids: ordered.slice(page.offset, page.offset + page.pageSize).map((r) => r.userId),
      rows: ordered,
      total: all.length,
    };
  }
  const source = { champId: champ.id, month, latestStageId, partner: champ.type === 'partner' };
  const total = await findMonthCount(db, champ.id, month);
  const range = placeRange(page.offset, page.pageSize, total, bestFirst);
  const rows = range ? await findMonthPage(db, source, range) : [];
  if (!bestFirst) rows.reverse();
  const ids = rows.map((r) => r.userId);
  const me =
    page.userId !== null && !ids.includes(page.userId) ? await findMonthRowOf(db, source, page.userId) : null;
  return { ids, rows: me ? [...rows, me] : rows, total };
}

/** The user's points and places in both ratings of the league; places null while not rated. */
export async function getMyPredictorRating(
  db: Db,
  leagueId: number,
  userId: number,
): Promise<MyPredictorRating> {
  const { champs } = await findLeagueAndChamps(db, leagueId);
  const rowIn = async (type: 'general' | 'partner') => {
    const champ = champs.find((c) => c.type === type);
    return champ ? ((await findRatingRows(db, champ.id, [userId]))[0] ?? null) : null;
  };
  const [general, partner] = await Promise.all([rowIn('general'), rowIn('partner')]);
  return {
    points: { total: general?.points ?? 0, last_tour: general?.lastTourPoints ?? 0 },
    place: { default: general?.place ?? null, winline: partner?.place ?? null },
    max_place: { default: general?.maxPlace ?? null, winline: partner?.maxPlace ?? null },
  };
}
