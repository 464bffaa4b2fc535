import type { FantasyRatingTeam } from '@mliga/contract';

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
