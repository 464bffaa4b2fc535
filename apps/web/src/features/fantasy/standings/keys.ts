import { fantasyKeys } from '../api/keys.ts';

/**
 * Query keys of «Топ-3 + вы + соседи» (issue 23 §3), under the ratings' prefix: whatever refreshes
 * the ratings (a league joined or left) refreshes these too. Always the signed-in user's own.
 */
export const standingsKeys = {
  standings: (leagueId: number, userId: number) =>
    [...fantasyKeys.ratingAll, 'standings', leagueId, userId] as const,
};
