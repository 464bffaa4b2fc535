import type { InviteInfo, MyChamp, MyChamps } from '@mliga/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { fantasyKeys } from '../api/keys.ts';

/** Failures of the league screens are toasts (spec 2 §8); the screens pick how long they stay. */
const quiet = { errorDisplay: 'none' } as const;

/** GET /v1/leagues/active/my-champs/ — only for a signed-in user. */
export function useMyLeagues() {
  const userId = useSessionUser()?.id ?? null;
  return useQuery({
    queryKey: fantasyKeys.myChamps('active', userId ?? 0),
    queryFn: ({ signal }) => apiGet<MyChamps>('/leagues/active/my-champs/', { signal }),
    enabled: userId !== null,
    meta: { errorDisplay: 'toast' },
  });
}

/** GET /v1/champs/{hash}/invite-info/ — a 404 is the dead-invite page. */
export function useInviteInfo(hash: string) {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery({
    queryKey: fantasyKeys.invite(hash, userId),
    queryFn: ({ signal }) => apiGet<InviteInfo>(`/champs/${hash}/invite-info/`, { signal }),
    meta: { errorDisplay: 'toast' },
  });
}

/** After a change of membership: every my-champs list and the ratings (a league's members changed). */
function useRefreshLeagues() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: fantasyKeys.myChampsAll }),
      client.invalidateQueries({ queryKey: fantasyKeys.ratingAll }),
      client.invalidateQueries({ queryKey: fantasyKeys.inviteAll }),
    ]);
}

/** POST /v1/champs/create/ {name} */
export function useCreateLeague() {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (name: string) => apiPost<{ champ: MyChamp }>('/champs/create/', { name }),
    onSuccess: refresh,
    meta: quiet,
  });
}

/** The delete call on /v1/champs/{champId}/ (creator only). */
export function useDeleteLeague() {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (champId: number) => apiDelete<object>(`/champs/${champId}/`),
    onSuccess: refresh,
    meta: quiet,
  });
}

/** POST /v1/champs/{champId}/leave/ */
export function useLeaveLeague() {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (champId: number) => apiPost<object>(`/champs/${champId}/leave/`),
    onSuccess: refresh,
    meta: quiet,
  });
}

/** POST /v1/champs/{champId}/invite-accept/ {hash} — the hash proves the invite. */
export function useAcceptInvite() {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: ({ champId, hash }: { champId: number; hash: string }) =>
      apiPost<object>(`/champs/${champId}/invite-accept/`, { hash }),
    onSuccess: refresh,
    meta: quiet,
  });
}

/** The link a member shares: the invite route of the fantasy game on this site. */
export const inviteUrl = (hash: string, origin: string = window.location.origin) =>
  `${origin}/game/fantasy/invite/${hash}/`;

/** A league's details: its rating page (spec 2 §2 `{id}/rating/{champId}/`), an H2H tournament's own page. */
export const champPath = (leagueId: number, champ: Pick<MyChamp, 'id' | 'type'>) =>
  champ.type === 'h2h' ? `/game/fantasy/h2h/${champ.id}/` : `/game/fantasy/${leagueId}/rating/${champ.id}/`;
