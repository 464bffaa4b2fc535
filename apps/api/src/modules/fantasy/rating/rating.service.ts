import type {
  FantasyRating,
  FantasyRatingQuery,
  MyFantasyRating,
  RatingMonth,
  TourWinnersRoll,
} from '@mliga/contract';
import { rollOf } from '../../../http/tour-winners-roll.ts';
import type { Db } from '../../../db/connect.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { checkChampReader } from './champ-access.ts';
import { ratingMessages } from './rating.messages.ts';
import { parseFantasyRatingSort, readRatingPage } from './rating-page.ts';
import { presentRatingRow } from './rating.presenter.ts';
import {
  findGeneralChampOfLeague,
  findRatingChamp,
  findRatingRows,
  findScoredStages,
  findStagePointsOf,
  findTourWins,
  findTourWinnersRoll,
  findUserTeam,
  type ScoredStage,
} from './rating.queries.ts';
import { findLeague } from '../stages.queries.ts';
import { checkedMonth, monthKeyOf, monthsOf } from '../../../http/rating-months.ts';
import { findMonthCount, findMonthPageIds, findMonthRows, type MonthTable } from './month-rating.queries.ts';
import { countLiveRows, findLiveRows, findLiveStage, type LiveRow } from './live-rating.queries.ts';

/**
 * GET /champs/{champId}/rating/: one page of the general rating or of a user
 * league; a user league's only to its members and the admins (checked before
 * anything of it is read, whatever the query).
 */
export async function getFantasyRating(
  db: Db,
  champId: number,
  query: FantasyRatingQuery,
  user: AuthUser | null,
): Promise<FantasyRating> {
  const champ = await findRatingChamp(db, champId);
  if (!champ) throw notFound(ratingMessages.noRating);
  const [team, stages, liveStage] = await Promise.all([
    user === null ? null : findUserTeam(db, user.id, champ.league.id),
    findScoredStages(db, champ.league.id),
    findLiveStage(db, champId),
  ]);
  await checkChampReader(db, { champ, user, teamId: team?.id ?? null, refusal: ratingMessages.membersOnly });
  const sort = parseFantasyRatingSort(query.sort);
  const stage = sort.stageId === null ? null : (stages.find((s) => s.id === sort.stageId) ?? null);
  if (sort.stageId !== null && !stage) throw badRequest(ratingMessages.unknownSortStage, 'sort');

  const pageSize = query.pageSize ?? 20;
  const pageNumber = query.p ?? 1;
  const months = monthsOf(stages);
  if (query.month !== undefined)
    return monthTable(db, {
      champ,
      stages,
      month: checkedMonth(months, query.month),
      months,
      query,
      teamId: team?.id ?? null,
      page: { pageNumber, pageSize },
    });
  const name = query.name?.trim().replace(/\s+/g, ' ') ?? '';
  // By live place while a stage is played and nothing filters the list — also by default before the
  // season's first scored tour, when there is no stored place yet; else by the stored place.
  const firstTour = champ.membersCount === 0 && sort.stageId === null && sort.bestFirst;
  const byLive = (sort.live || firstTour) && liveStage !== null && name === '' && query.is_media !== 1;
  const page = await readRatingPage(db, {
    liveRows: byLive ? await countLiveRows(db, champ.id) : null,
    champ,
    stage,
    sort,
    filter: {
      leagueId: champ.league.id,
      name: name === '' ? null : name,
      mediaOnly: query.is_media === 1,
    },
    offset: (pageNumber - 1) * pageSize,
    limit: pageSize,
  });

  const wanted = team && !page.teamIds.includes(team.id) ? [...page.teamIds, team.id] : page.teamIds;
  const stageIds = stages.map((s) => s.id);
  const [rows, stagePoints, live, wins] = await Promise.all([
    findRatingRows(db, champ.id, wanted),
    findStagePointsOf(db, wanted, stageIds),
    liveStage ? findLiveRows(db, champ.id, wanted) : new Map<number, LiveRow>(),
    findTourWins(db, champ.id, wanted, stageIds.at(-1) ?? null),
  ]);
  const byTeam = new Map(rows.map((r) => [r.fantasyTeamId, r]));
  const present = (id: number) => {
    const row = byTeam.get(id);
    return row ? presentRatingRow(row, stageIds, stagePoints, live.get(id), wins.get(id)) : null;
  };
  return {
    champ: {
      id: champ.id,
      name: champ.name,
      type: champ.type,
      league: champ.league,
      members_count: champ.membersCount,
    },
    stages: stages.map((s) => ({ id: s.id, name: s.name })),
    rating: page.teamIds.map(present).filter((r) => r !== null),
    auth_user_rating: team ? present(team.id) : null,
    pagination: {
      pageNumber,
      pageSize,
      pageCount: Math.ceil(page.total / pageSize),
      total: page.total,
    },
    ...(liveStage ? { live_stage: liveStage } : {}),
    months,
  };
}

/**
 * A month's table (issue 23 §3): the stored month places of the teams with points in its tours,
 * by place only (no search, media filter or tour sort: 400), the month's tours as its columns.
 */
async function monthTable(
  db: Db,
  opts: {
    champ: NonNullable<Awaited<ReturnType<typeof findRatingChamp>>>;
    stages: ScoredStage[];
    month: ReturnType<typeof checkedMonth>;
    months: RatingMonth[];
    query: FantasyRatingQuery;
    teamId: number | null;
    page: { pageNumber: number; pageSize: number };
  },
): Promise<FantasyRating> {
  const { champ, month, query, teamId, page } = opts;
  const sort = parseFantasyRatingSort(query.sort);
  if (sort.stageId !== null || sort.live || (query.name ?? '').trim() !== '' || query.is_media === 1)
    throw badRequest(ratingMessages.monthByPlaceOnly, 'month');
  const stages = opts.stages.filter((s) => monthKeyOf(s.startAt) === month.id);
  const stageIds = stages.map((s) => s.id);
  // The general rating's month is in the rows of the month's latest scored tour (checkedMonth: it has one).
  const table: MonthTable =
    champ.type === 'general'
      ? { champId: champ.id, month: month.firstDay, general: true, latestStageId: stages.at(-1)!.id }
      : { champId: champ.id, month: month.firstDay, general: false };
  const [total, ids] = await Promise.all([
    findMonthCount(db, champ.id, month.firstDay),
    findMonthPageIds(db, {
      table,
      offset: (page.pageNumber - 1) * page.pageSize,
      limit: page.pageSize,
      bestFirst: sort.bestFirst,
    }),
  ]);
  const wanted = teamId !== null && !ids.includes(teamId) ? [...ids, teamId] : ids;
  const [rows, stagePoints, wins] = await Promise.all([
    findMonthRows(db, table, wanted),
    findStagePointsOf(db, wanted, stageIds),
    findTourWins(db, champ.id, wanted, opts.stages.at(-1)?.id ?? null),
  ]);
  const byTeam = new Map(rows.map((r) => [r.fantasyTeamId, r]));
  const present = (id: number) => {
    const row = byTeam.get(id);
    return row ? presentRatingRow(row, stageIds, stagePoints, undefined, wins.get(id)) : null;
  };
  return {
    champ: {
      id: champ.id,
      name: champ.name,
      type: champ.type,
      league: champ.league,
      members_count: champ.membersCount,
    },
    stages: stages.map((s) => ({ id: s.id, name: s.name })),
    rating: ids.map(present).filter((r) => r !== null),
    auth_user_rating: teamId === null ? null : present(teamId),
    pagination: {
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
      pageCount: Math.ceil(total / page.pageSize),
      total,
    },
    months: opts.months,
    month: { id: month.id, name: month.name },
  };
}

/** GET /leagues/{leagueId}/my-rating/: the user's season total, last stage and place in the general rating. */
export async function getMyFantasyRating(db: Db, leagueId: number, userId: number): Promise<MyFantasyRating> {
  const league = await findLeague(db, leagueId);
  if (!league) throw notFound();
  const [champ, team, stages] = await Promise.all([
    findGeneralChampOfLeague(db, league.id),
    findUserTeam(db, userId, league.id),
    findScoredStages(db, league.id),
  ]);
  const last = stages.at(-1);
  const [row, lastPoints] = await Promise.all([
    champ && team ? findRatingRows(db, champ.id, [team.id]).then((r) => r[0] ?? null) : null,
    team && last ? findStagePointsOf(db, [team.id], [last.id]) : new Map<string, number>(),
  ]);
  return {
    champ: champ ? { id: champ.id, name: champ.name } : null,
    rating: {
      points: {
        default: row?.points ?? 0,
        last_tour: team && last ? (lastPoints.get(`${team.id}:${last.id}`) ?? null) : null,
      },
      place: { default: row?.place ?? null },
    },
  };
}

/** GET /champs/{champId}/winners/: the rating's tour winners, the latest tour first (a user league's to its members). */
export async function getFantasyTourWinners(
  db: Db,
  champId: number,
  user: AuthUser | null,
): Promise<TourWinnersRoll> {
  const champ = await findRatingChamp(db, champId);
  if (!champ) throw notFound(ratingMessages.noRating);
  const team = user === null ? null : await findUserTeam(db, user.id, champ.league.id);
  await checkChampReader(db, { champ, user, teamId: team?.id ?? null, refusal: ratingMessages.membersOnly });
  return rollOf(await findTourWinnersRoll(db, champId));
}
