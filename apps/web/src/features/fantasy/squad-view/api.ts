import type { BestSquad, TeamSquad } from '@mliga/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { fantasyKeys } from '../api/keys.ts';

/** GET /v1/champs/{champId}/squad/best/?stage_id= — 0: the last scored stage. */
export function useBestSquad(champId: number, stageId: number) {
  return useQuery({
    queryKey: fantasyKeys.bestSquad(champId, stageId),
    queryFn: ({ signal }) =>
      apiGet<BestSquad>(`/champs/${champId}/squad/best/`, { signal, query: { stage_id: stageId } }),
    placeholderData: keepPreviousData,
    meta: { errorDisplay: 'none' },
    throwOnError: false,
  });
}

/**
 * GET /v1/stages/{stageId}/squad/{teamId}/ — a 403 says why another team's squad is
 * not shown yet ('Состав недоступен, идёт набор' / '…тур не начался'); the panel shows it.
 */
export function useTeamSquad(stageId: number, teamId: number) {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery({
    queryKey: fantasyKeys.teamSquad(stageId, teamId, userId),
    queryFn: ({ signal }) => apiGet<TeamSquad>(`/stages/${stageId}/squad/${teamId}/`, { signal }),
    meta: { errorDisplay: 'none' },
    throwOnError: false,
  });
}
