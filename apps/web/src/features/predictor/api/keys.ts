/**
 * Query keys of the predictor. Answers that depend on who asks carry the user id
 * (0 for a visitor), so a sign-in or sign-out never shows someone else's data.
 */
export const predictorKeys = {
  all: ['predictor'] as const,
  activeLeague: (userId: number) => ['predictor', 'active-league', userId] as const,
  stagesAll: (leagueId: number) => ['predictor', 'stages', leagueId] as const,
  stages: (leagueId: number, userId: number) => ['predictor', 'stages', leagueId, userId] as const,
  stagePredictionsAll: (leagueId: number, stageId: number) =>
    ['predictor', 'stage-predictions', leagueId, stageId] as const,
  stagePredictions: (leagueId: number, stageId: number, userId: number) =>
    ['predictor', 'stage-predictions', leagueId, stageId, userId] as const,
  myRating: (leagueId: number, userId: number) => ['predictor', 'my-rating', leagueId, userId] as const,
  debrief: (leagueId: number, stageId: number, userId: number) =>
    ['predictor', 'debrief', leagueId, stageId, userId] as const,
  ratingAll: ['predictor', 'rating'] as const,
  rating: (
    leagueId: number,
    champId: number,
    page: number,
    sort: string,
    month: string | null,
    userId: number,
  ) => ['predictor', 'rating', leagueId, champId, page, sort, month, userId] as const,
  /** Issue 23 §3: the roll of a rating's tour winners (a private league's: its members only). */
  tourWinners: (leagueId: number, champId: number, userId: number) =>
    ['predictor', 'rating', leagueId, champId, 'winners', userId] as const,

  // Private leagues (leagues/api.ts): every answer is the signed-in user's own.
  leaguesAll: ['predictor', 'leagues'] as const,
  leagues: (leagueId: number, userId: number) => ['predictor', 'leagues', leagueId, userId] as const,
  leaguePredictionsAll: ['predictor', 'league-predictions'] as const,
  leaguePredictions: (champId: number, stageId: number, userId: number) =>
    ['predictor', 'league-predictions', champId, stageId, userId] as const,
  inviteAll: ['predictor', 'invite'] as const,
  invite: (hash: string, userId: number) => ['predictor', 'invite', hash, userId] as const,
};
