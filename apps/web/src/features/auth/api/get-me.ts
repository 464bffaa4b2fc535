import type { User } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { refreshSignedInUser, userKeys } from './session-user.ts';

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
