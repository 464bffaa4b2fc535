import type { H2hDetails, H2hList, H2hMatchDetails, H2hMatches } from '@mliga/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { fantasyKeys } from '../api/keys.ts';
import { orMembersOnly } from '../members-only.ts';

const toast = { errorDisplay: 'toast' } as const;

/** GET /v1/leagues/active/h2h/ — the actions depend on who asks. */
export function useH2hList() {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery({
    queryKey: fantasyKeys.h2hList(userId),
    queryFn: ({ signal }) => apiGet<H2hList>('/leagues/active/h2h/', { signal }),
    meta: toast,
  });
}

/**
 * GET /v1/h2h/{id}/ — an unknown tournament is the 404 page; a private one opened by
 * somebody outside it answers 403, which the page shows as the members-only state.
 */
export function useH2hDetails(id: number) {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery({
    queryKey: fantasyKeys.h2hDetails(id, userId),
    queryFn: ({ signal }) => orMembersOnly(apiGet<H2hDetails>(`/h2h/${id}/`, { signal })),
    meta: toast,
  });
}

/** GET /v1/h2h/{id}/matches/ */
export function useH2hMatches(id: number) {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery({
    queryKey: fantasyKeys.h2hMatches(id, userId),
    queryFn: ({ signal }) => apiGet<H2hMatches>(`/h2h/${id}/matches/`, { signal }),
    meta: toast,
  });
}

/** GET /v1/h2h/matches/{matchId}/ — loaded when a match is opened. */
export function useH2hMatch(matchId: number) {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery({
    queryKey: fantasyKeys.h2hMatch(matchId, userId),
    queryFn: ({ signal }) => apiGet<H2hMatchDetails>(`/h2h/matches/${matchId}/`, { signal }),
    meta: { errorDisplay: 'none' },
    throwOnError: false,
  });
}

function useRefreshH2h() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: fantasyKeys.h2hAll }),
      client.invalidateQueries({ queryKey: fantasyKeys.myChampsAll }),
    ]);
}

/** POST /v1/h2h/{id}/join/ and …/leave/ — failures are toasts. */
export function useH2hMembership() {
  const refresh = useRefreshH2h();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'join' | 'leave' }) =>
      apiPost<object>(`/h2h/${id}/${action}/`),
    onSettled: refresh,
    meta: toast,
  });
}
