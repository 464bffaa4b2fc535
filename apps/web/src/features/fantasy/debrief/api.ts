import type { FantasyDebrief } from '@mliga/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { fantasyKeys } from '../api/keys.ts';

/**
 * GET /v1/stages/{stageId}/debrief/ — the signed-in user's scored tour (issue 23 §4); only asked
 * for a signed-in user. A 404 is the page's own state ('Итоги тура появятся после его расчёта').
 */
export function useFantasyDebrief(stageId: number, userId: number | null) {
  return useQuery({
    queryKey: fantasyKeys.debrief(stageId, userId ?? 0),
    queryFn: ({ signal }) => apiGet<FantasyDebrief>(`/stages/${stageId}/debrief/`, { signal }),
    enabled: userId !== null,
    throwOnError: false,
    meta: { errorDisplay: 'toast' },
  });
}
