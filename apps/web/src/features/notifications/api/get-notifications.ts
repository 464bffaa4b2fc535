import type { NotificationsPage } from '@mliga/contract';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { setUnreadCount } from './get-unread.ts';
import { notificationKeys } from './keys.ts';

/** GET /v1/notifications/?before= — a page of 20, newest first; `next_before` leads to the next. */
export const fetchNotifications = (before: number | undefined, signal?: AbortSignal) =>
  apiGet<NotificationsPage>('/notifications/', { query: { before }, signal });

export const notificationsQuery = (userId: number, client: QueryClient) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchNotifications(pageParam, signal);
      // Every page carries the unread count: the bell follows it without a call of its own.
      setUnreadCount(client, userId, page.unread);
      return page;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });

export function useNotifications(userId: number, client: QueryClient) {
  return useInfiniteQuery(notificationsQuery(userId, client));
}
