import type { FantasyStage } from '@mliga/contract';
import { formatDate, formatDateTime } from '@mliga/domain';
import type { StageRow } from './league.queries.ts';

export function presentFantasyStage(
  stage: StageRow,
  league: { id: number; name: string; budget: number },
  userPoints: number | null,
  now: Date,
): FantasyStage {
  return {
    id: stage.id,
    name: stage.name,
    status: stage.status as FantasyStage['status'],
    start_date: formatDate(stage.startAt),
    stop_date: formatDate(stage.stopAt),
    user_points: userPoints,
    league: { id: league.id, name: league.name },
    max_players_from_team_count: stage.maxPlayersFromTeamCount,
    max_players_substitutions_count: stage.maxPlayersSubstitutionsCount,
    budget: league.budget,
    update_is_available: stage.status !== 'past' && now < stage.updateClosingAt,
    update_closing_at: formatDateTime(stage.updateClosingAt),
  };
}
