import type { Db } from '../../../db/connect.ts';
import { planTwoSegmentPage, type SegmentRead } from '../../predictor/index.ts';
import {
  absentFromStageSql,
  afterPlaceSql,
  filteredCountSql,
  filteredPageSql,
  filteredWalkSql,
  findCount,
  findPlace,
  findTeamIds,
  nextPlaceSql,
  placeAtOffsetSql,
  champList,
  stageList,
  tieGroupSql,
  type RankedList,
  type RatingChamp,
  type RatingFilter,
  type ScoredStage,
} from './rating.queries.ts';
import { readLiveOrder } from './live-rating.queries.ts';

/**
 * Rating sort tokens as in the predictor (docs/decisions/019-fantasy-rating-api.md): 'place' (or
 * 'total', the same order), 'live' (the live places while a stage is played) or a stage id; '-'
 * shows the best first.
 */
export type FantasyRatingSort = { stageId: number | null; live: boolean; bestFirst: boolean };

export function parseFantasyRatingSort(token = '-place'): FantasyRatingSort {
  const bestFirst = token.startsWith('-');
  const key = bestFirst ? token.slice(1) : token;
  const byNumber = key !== 'place' && key !== 'total' && key !== 'live';
  return { stageId: byNumber ? Number(key) : null, live: key === 'live', bestFirst };
}

/**
 * Rows [offset, offset + limit) of a ranked list in its best-first order
 * (place, team id). The place of a row tells how many rows come before its
 * tie group, so a page costs two steps down the index and a read inside one
 * tie group, from whichever end of the group is nearer.
 */
async function readRanked(db: Db, list: RankedList, total: number, read: SegmentRead): Promise<number[]> {
  const limit = Math.min(read.limit, total - read.offset);
  if (read.offset < 0 || limit <= 0) return [];
  const place = await findPlace(db, placeAtOffsetSql(list, read.offset));
  if (place === null) return [];
  const next = await findPlace(db, nextPlaceSql(list, place));
  const groupSize = (next ?? total + 1) - place;
  const inGroup = read.offset - (place - 1);
  const headCount = Math.max(0, Math.min(limit, groupSize - inGroup));
  const head =
    headCount === 0
      ? []
      : inGroup * 2 <= groupSize
        ? await findTeamIds(db, tieGroupSql(list, place, { offset: inGroup, limit: headCount }, true))
        : (
            await findTeamIds(
              db,
              tieGroupSql(list, place, { offset: groupSize - inGroup - headCount, limit: headCount }, false),
            )
          ).reverse();
  const rest = limit - head.length;
  const tail = rest > 0 ? await findTeamIds(db, afterPlaceSql(list, place, rest)) : [];
  return [...head, ...tail];
}

/** A best-first list read in the asked order: worst first is the mirrored range, turned round. */
async function readInOrder(
  readBestFirst: (read: SegmentRead) => Promise<number[]>,
  total: number,
  read: SegmentRead,
  bestFirst: boolean,
): Promise<number[]> {
  if (bestFirst) return readBestFirst(read);
  const end = total - read.offset;
  const start = Math.max(0, end - read.limit);
  if (end <= 0) return [];
  return (await readBestFirst({ offset: start, limit: end - start })).reverse();
}

const readRankedInOrder = (db: Db, list: RankedList, total: number, read: SegmentRead, bestFirst: boolean) =>
  readInOrder((r) => readRanked(db, list, total, r), total, read, bestFirst);

/**
 * The teams of the general rating without points in the stage: one index
 * range, but an offset inside it is a walk, so a read in the far half runs
 * from the other end.
 */
async function readAbsent(
  db: Db,
  champId: number,
  tour: number,
  count: number,
  read: SegmentRead,
  bestFirst: boolean,
): Promise<number[]> {
  if (read.offset * 2 <= count) return findTeamIds(db, absentFromStageSql(champId, tour, read, bestFirst));
  const end = Math.min(count, read.offset + read.limit);
  if (end <= read.offset) return [];
  const rows = await findTeamIds(
    db,
    absentFromStageSql(champId, tour, { offset: count - end, limit: end - read.offset }, !bestFirst),
  );
  return rows.reverse();
}

export type RatingPage = { teamIds: number[]; total: number };

/** A search lists at most its best 10,000 matches (500 pages): enough to find a team, never a count of the season. */
export const MAX_MATCHES = 10_000;
/** Above this many matches a page by place walks the rating instead of sorting the matches. */
const WALK_ABOVE = 2_000;

/**
 * The team ids of one page and the list's size. Unfiltered pages of the
 * general rating are range reads at any depth: by place on champ_rating (or the
 * live order's parts on fantasy_live_order), by a
 * stage on the stage's stored places (its players), then the stage's
 * non-players by place. A name or media filter and a user league's stage
 * column sort the matching rows (a few teams, or one league's members).
 */
export async function readRatingPage(
  db: Db,
  opts: {
    champ: RatingChamp;
    stage: ScoredStage | null;
    sort: FantasyRatingSort;
    filter: RatingFilter;
    offset: number;
    limit: number;
    /** Sorted by live place: how many rows the live places hold. */
    liveRows: number | null;
  },
): Promise<RatingPage> {
  const { champ, stage, sort, filter, offset, limit, liveRows } = opts;
  const filtered = filter.name !== null || filter.mediaOnly;
  if (filtered) {
    const matches = await findCount(db, filteredCountSql(champ.id, filter, MAX_MATCHES + 1));
    const total = Math.min(matches, MAX_MATCHES);
    const read = { offset, limit: Math.min(limit, total - offset) };
    if (read.limit <= 0) return { teamIds: [], total };
    const query =
      stage === null && matches > WALK_ABOVE
        ? filteredWalkSql(champ.id, filter, read, sort.bestFirst)
        : filteredPageSql(champ.id, filter, { stageId: stage?.id ?? null, bestFirst: sort.bestFirst }, read);
    return { teamIds: await findTeamIds(db, query), total };
  }
  if (stage !== null && champ.type !== 'general') {
    const order = { stageId: stage.id, bestFirst: sort.bestFirst };
    const teamIds = await findTeamIds(db, filteredPageSql(champ.id, filter, order, { offset, limit }));
    return { teamIds, total: champ.membersCount };
  }
  if (liveRows !== null) {
    return {
      teamIds: await readInOrder(
        (read) => readLiveOrder(db, champ.id, read),
        liveRows,
        { offset, limit },
        sort.bestFirst,
      ),
      total: liveRows,
    };
  }
  if (stage === null) {
    const total = champ.membersCount;
    return {
      teamIds: await readRankedInOrder(db, champList(champ.id), total, { offset, limit }, sort.bestFirst),
      total,
    };
  }
  const played = stage.scoredTeamsCount ?? 0;
  const absent = Math.max(0, champ.membersCount - played);
  const players = {
    count: played,
    read: (read: SegmentRead) => readRankedInOrder(db, stageList(stage.id), played, read, sort.bestFirst),
  };
  const others = {
    count: absent,
    read: (read: SegmentRead) => readAbsent(db, champ.id, stage.tour, absent, read, sort.bestFirst),
  };
  const [first, second] = sort.bestFirst ? [players, others] : [others, players];
  const plan = planTwoSegmentPage(offset, limit, first.count);
  const [head, tail] = await Promise.all([
    plan.first ? first.read(plan.first) : [],
    plan.second ? second.read(plan.second) : [],
  ]);
  return { teamIds: [...head, ...tail], total: played + absent };
}
