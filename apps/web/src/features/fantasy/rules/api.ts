import type { FantasyRules } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { fantasyKeys } from '../api/keys.ts';

/** GET /v1/leagues/rules/ — the scoring table as the league keeps it. */
export const rulesQuery = queryOptions({
  queryKey: fantasyKeys.rules,
  queryFn: ({ signal }) => apiGet<FantasyRules>('/leagues/rules/', { signal }),
  staleTime: 10 * 60_000,
  meta: { errorDisplay: 'toast' },
});

export const useScoringRules = () => useQuery(rulesQuery);
