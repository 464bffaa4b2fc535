import type { InviteInfo, LeagueStagePredictions, PredictorPrivateLeague } from '@mliga/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '#api/client.ts';
import { ApiError } from '#api/errors.ts';
import { useSessionUser } from '#api/session.ts';
import { predictorKeys } from '../api/keys.ts';

/**
 * Issue 23 §1: the private predictor leagues. Created and listed under the predictor league,
 * deleted, left and joined by invite through the champs calls the fantasy leagues use too.
 * Failures of a mutation show the predictor's 'Ошибка' popup (the client's default). The list of
 * the user's leagues is its own file (get-my-leagues.ts): the stage page reads it too.
 */

/** The server's 403 in its own words: the screen shows it in place of the table, not as a failure. */
export interface Refusal {
  refused: string;
}

async function orRefusal<T>(read: Promise<T>): Promise<T | Refusal> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { refused: error.message };
    throw error;
  }
}

export const isRefusal = (answer: unknown): answer is Refusal =>
  typeof answer === 'object' && answer !== null && Object.hasOwn(answer, 'refused');

/**
 * GET /v1/predictors/leagues/{champId}/stages/{stageId}/predictions/ — members only, after the
 * stage closes; before that (or to a stranger) a 403 whose message the page shows. A 404 is the 404 page.
 */
export function useLeagueStagePredictions(champId: number, stageId: number) {
  const userId = useSessionUser()?.id ?? null;
  return useQuery({
    queryKey: predictorKeys.leaguePredictions(champId, stageId, userId ?? 0),
    queryFn: ({ signal }) =>
      orRefusal(
        apiGet<LeagueStagePredictions>(`/predictors/leagues/${champId}/stages/${stageId}/predictions/`, {
          signal,
        }),
      ),
    enabled: userId !== null,
  });
}

/** GET /v1/champs/{hash}/invite-info/ — which game's league the invite leads to; a 404 is the dead-invite page. */
export function usePredictorInviteInfo(hash: string) {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery({
    queryKey: predictorKeys.invite(hash, userId),
    queryFn: ({ signal }) => apiGet<InviteInfo>(`/champs/${hash}/invite-info/`, { signal }),
  });
}

/** After a change of membership: the leagues, their ratings and members' predictions, the invites. */
function useRefreshLeagues() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        predictorKeys.leaguesAll,
        predictorKeys.ratingAll,
        predictorKeys.leaguePredictionsAll,
        predictorKeys.inviteAll,
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

/** POST /v1/predictors/{leagueId}/leagues/ {name} — the name is checked by the server (3–25 characters). */
export function useCreatePredictorLeague(leagueId: number) {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (name: string) =>
      apiPost<{ league: PredictorPrivateLeague }>(`/predictors/${leagueId}/leagues/`, { name }),
    onSuccess: refresh,
  });
}

/** DELETE /v1/champs/{champId}/ (the creator only). */
export function useDeletePredictorLeague() {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (champId: number) => apiDelete<object>(`/champs/${champId}/`),
    onSuccess: refresh,
  });
}

/** POST /v1/champs/{champId}/leave/ */
export function useLeavePredictorLeague() {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (champId: number) => apiPost<object>(`/champs/${champId}/leave/`),
    onSuccess: refresh,
  });
}

/** POST /v1/champs/{champId}/invite-accept/ {hash} — the hash proves the invite. */
export function useAcceptPredictorInvite() {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: ({ champId, hash }: { champId: number; hash: string }) =>
      apiPost<object>(`/champs/${champId}/invite-accept/`, { hash }),
    onSuccess: refresh,
  });
}
