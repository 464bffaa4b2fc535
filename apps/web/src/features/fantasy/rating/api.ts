import type { FantasyRating } from '@mliga/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { fantasyKeys } from '../api/keys.ts';
import { orMembersOnly } from '../members-only.ts';
import type { RatingState } from './rating-query.ts';

/**
 * GET /v1/champs/{champId}/rating/?p=&sort=&name=&is_media=&month= — the previous page of the
 * same champ stays on screen while the next one loads; an unknown champ is the 404 page.
 * A user league's rating is for its members: the auth key goes with every call (api/client.ts),
 * the key of the query names the reader, and a 403 is the members-only answer, not a failure.
 */
export function useChampRating(champId: number, state: RatingState) {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery({
    queryKey: fantasyKeys.rating(champId, state, userId),
    queryFn: ({ signal }) =>
      orMembersOnly(
        apiGet<FantasyRating>(`/champs/${champId}/rating/`, {
          signal,
          query: {
            p: state.page,
            sort: state.sort,
            name: state.name,
            is_media: state.media ? 1 : null,
            month: state.month,
          },
        }),
      ),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === champId ? previous : undefined,
    meta: { errorDisplay: 'toast' },
  });
}

/** What the league picker needs of GET /v1/leagues/{id}/my-champs/ (spec 2 §3 Champ). */
export interface PickerChamp {
  id: number;
  name: string;
  type: string;
}

/**
 * The signed-in user's champs of the league (the general rating and the user leagues).
 * Off for visitors; a failure leaves the picker with the champ on screen only.
 */
export function useMyChamps(leagueId: number) {
  const userId = useSessionUser()?.id ?? null;
  return useQuery({
    queryKey: fantasyKeys.myChamps(leagueId, userId ?? 0),
    queryFn: ({ signal }) => apiGet<{ champs: PickerChamp[] }>(`/leagues/${leagueId}/my-champs/`, { signal }),
    enabled: userId !== null,
    meta: { errorDisplay: 'none' },
    throwOnError: false,
    retry: false,
  });
}
