import type { MyPredictorLeagues } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { predictorKeys } from '../api/keys.ts';

/** GET /v1/predictors/{leagueId}/leagues/ — the user's leagues and how many more they may create. */
export const myLeaguesQuery = (leagueId: number, userId: number) =>
  queryOptions({
    queryKey: predictorKeys.leagues(leagueId, userId),
    queryFn: ({ signal }) => apiGet<MyPredictorLeagues>(`/predictors/${leagueId}/leagues/`, { signal }),
  });

/**
 * Only for a signed-in user (the call answers 401 to a visitor) and a known league. `quiet`
 * where the leagues only add to a screen (the stage page's link, a rating's title).
 */
export function useMyPredictorLeagues(
  leagueId: number | null,
  { quiet = false, enabled = true }: { quiet?: boolean; enabled?: boolean } = {},
) {
  const userId = useSessionUser()?.id ?? null;
  return useQuery({
    ...myLeaguesQuery(leagueId ?? 0, userId ?? 0),
    enabled: enabled && userId !== null && leagueId !== null,
    ...(quiet ? { meta: { errorDisplay: 'none' as const } } : {}),
  });
}
