import type {
  H2hAction,
  H2hChamp,
  H2hMatch,
  H2hMatchTeam,
  H2hStageInfo,
  H2hStatus,
  H2hTableRow,
} from '@mliga/contract';
import { h2hResult } from '@mliga/domain';
import type { H2hListRow, MatchRow, TableRow, TourRow } from './h2h.queries.ts';

/** How many past results a team's form shows. */
export const FORM_LENGTH = 5;

/**
 * spec 2 §3 H2H champ. `join` is offered while the tournament recruits in
 * public with a free place, unless the user already plays in an H2H
 * tournament this season (a visitor sees it too: the click asks to sign in);
 * `leave` to a member before the start.
 */
export function presentH2hChamp(row: H2hListRow, inAnother: boolean): H2hChamp {
  const recruiting = row.status === 'recruiting';
  const actions: H2hAction[] = [];
  if (row.isMember && recruiting) actions.push('leave');
  if (!row.isMember && !inAnother && recruiting && row.isPublic && row.membersCount < row.size)
    actions.push('join');
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    image_white: row.imageWhite,
    is_public: row.isPublic,
    members_count: { current: row.membersCount, total: row.size },
    actions,
    status: row.status as H2hStatus,
    is_member: row.isMember,
  };
}

export const presentTour = (tour: TourRow): H2hStageInfo => ({
  id: tour.id,
  tour: tour.tour,
  name: tour.name,
  status: tour.status as H2hStageInfo['status'],
});

export const presentTableRow = (row: TableRow): H2hTableRow => ({
  id: row.id,
  name: row.name,
  place: row.place,
  points: row.points,
  wins: row.wins,
  loses: row.loses,
  draws: row.draws,
  games: row.games,
  points_score: row.pointsScore,
  points_miss: row.pointsMiss,
  total_points: row.totalPoints,
});

/** The tour a tournament page opens on: the current one, else the next to come, else the last played. */
export function landingTour(tours: TourRow[]): TourRow | null {
  return (
    tours.find((t) => t.status === 'current') ??
    tours.find((t) => t.status === 'future') ??
    tours.at(-1) ??
    null
  );
}

type Result = { tour: number; result: 1 | 0 | -1; points: number };

/** Every scored result of every team, in tour order. */
export function resultsByTeam(matches: MatchRow[]): Map<number, Result[]> {
  const byTeam = new Map<number, Result[]>();
  const add = (team: number, tour: number, own: number, other: number) => {
    const list = byTeam.get(team) ?? [];
    list.push({ tour, result: h2hResult(own, other), points: own });
    byTeam.set(team, list);
  };
  for (const m of [...matches].sort((a, b) => a.tour - b.tour || a.id - b.id)) {
    if (m.score1 === null || m.score2 === null) continue;
    add(m.team1Id, m.tour, m.score1, m.score2);
    if (m.team2Id !== null) add(m.team2Id, m.tour, m.score2, m.score1);
  }
  return byTeam;
}

/** A team's form going into a tour: its last five results before it, oldest first. */
function teamOf(id: number, name: string, tour: number, results: Map<number, Result[]>): H2hMatchTeam {
  const before = (results.get(id) ?? []).filter((r) => r.tour < tour).slice(-FORM_LENGTH);
  return {
    id,
    name,
    last_games: { results: before.map((r) => r.result), points: before.map((r) => r.points) },
  };
}

/** `live`: the provisional stage points by `${stageId}:${teamId}` while the match's tour is played. */
export function presentMatch(
  match: MatchRow,
  results: Map<number, Result[]>,
  live: Map<string, number> = new Map(),
): H2hMatch {
  const score1 = live.get(`${match.stageId}:${match.team1Id}`);
  const score2 = match.team2Id === null ? null : live.get(`${match.stageId}:${match.team2Id}`);
  return {
    id: match.id,
    team1: teamOf(match.team1Id, match.team1Name, match.tour, results),
    team2: match.team2Id === null ? null : teamOf(match.team2Id, match.team2Name ?? '', match.tour, results),
    score1: match.score1,
    score2: match.score2,
    ...(match.score1 === null && score1 !== undefined ? { live: { score1, score2: score2 ?? null } } : {}),
  };
}
