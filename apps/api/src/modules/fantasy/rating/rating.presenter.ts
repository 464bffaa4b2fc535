import type { FantasyRatingRow, FantasyRatingTeam } from '@mliga/contract';
import type { LiveRow } from './live-rating.queries.ts';
import type { RatingTeamRow, TourWins } from './rating.queries.ts';
import { presentWinsAndLive } from '../../../http/own-row-figures.ts';

/** spec 2 §3 Rating row team: media {name, url} only for a media team (its outlet's name, else the team's). */
export function presentRatingTeam(row: {
  fantasyTeamId: number;
  name: string;
  isMedia: boolean;
  mediaName: string | null;
  mediaUrl: string | null;
}): FantasyRatingTeam {
  return {
    id: row.fantasyTeamId,
    name: row.name,
    media: row.isMedia ? { name: row.mediaName ?? row.name, url: row.mediaUrl } : null,
  };
}

/** A team's row: its stored points and place, and the live ones while a stage is played; null with neither. */
export function presentRatingRow(
  row: RatingTeamRow,
  stageIds: number[],
  stagePoints: Map<string, number>,
  live: LiveRow | undefined,
  wins: TourWins | undefined,
): FantasyRatingRow | null {
  const place = row.place ?? live?.place;
  if (place === undefined) return null;
  const byStages = stageIds.map((id) => ({
    id,
    value: stagePoints.get(`${row.fantasyTeamId}:${id}`) ?? null,
  }));
  const played = byStages.filter((s) => s.value !== null).length;
  const total = row.points ?? 0;
  return {
    team: presentRatingTeam(row),
    points: { by_stages: byStages, total },
    place,
    movement: row.place === null || row.prevPlace === null ? null : row.prevPlace - row.place,
    per_tour: played === 0 ? null : Math.round((total * 10) / played) / 10,
    ...presentWinsAndLive(wins, live, row.place),
  };
}
