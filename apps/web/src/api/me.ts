import type { User } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './client.ts';
import { useSessionUser } from './session.ts';
import { userKeys } from './user-keys.ts';
import { refreshSignedInUser } from './session-user.ts';

/** GET /v1/users/me/ — the signed-in user's record. */
export const fetchMe = (signal?: AbortSignal) => apiGet<{ user: User }>('/users/me/', { signal });

/** The stored record is refreshed with every answer (spec 1 §7: the user status is refetched). */
export const meQuery = (userId: number) =>
  queryOptions({
    queryKey: userKeys.me(userId),
    queryFn: async ({ signal }) => {
      const { user } = await fetchMe(signal);
      refreshSignedInUser(user);
      return user;
    },
  });

/** Fetched again every time a screen that shows the user opens. */
export function useMe(userId: number) {
  return useQuery({ ...meQuery(userId), refetchOnMount: 'always' });
}

/**
 * A game screen reads the signed-in user afresh when it opens (spec 1 §7; issue 20 §1.6): the
 * stored copy may predate a team name given or moderated since. The answer replaces the stored
 * record; a 401 signs out (the client drops a refused key), which spec 2 §4 asks of a failed
 * profile call. Any other failure keeps the stored copy, quietly: the screen works with it.
 * `isPending` stays true until the first answer, so a screen can wait where the copy decides.
 */
export function useFreshUser() {
  const userId = useSessionUser()?.id ?? null;
  return useQuery({
    ...meQuery(userId ?? 0),
    enabled: userId !== null,
    refetchOnMount: 'always',
    // Not worth a wait: a screen that waits for it would otherwise wait through the retries.
    retry: false,
    meta: { errorDisplay: 'none' },
  });
}
