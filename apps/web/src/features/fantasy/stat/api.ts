import type { FantasyStat } from '@mliga/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { fantasyKeys } from '../api/keys.ts';

/** GET /v1/leagues/{leagueId}/stat/ — points per scored stage (with the user's own) and the top players. */
export function useFantasyStat(leagueId: number | null) {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery({
    queryKey: fantasyKeys.stat(leagueId, userId),
    queryFn: ({ signal }) => apiGet<FantasyStat>(`/leagues/${leagueId}/stat/`, { signal }),
    enabled: leagueId !== null,
    meta: { errorDisplay: 'toast' },
  });
}
