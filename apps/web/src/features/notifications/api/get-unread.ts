import type { UnreadCount } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { notificationKeys } from './keys.ts';

/** How often the bell asks for the count while the page is open (docs/decisions/079). */
export const UNREAD_REFETCH_MS = 60_000;

/** GET /v1/notifications/unread/ — the bell's count. */
export const fetchUnread = (signal?: AbortSignal) =>
  apiGet<UnreadCount>('/notifications/unread/', { signal });

export const unreadQuery = (userId: number) =>
  queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) => fetchUnread(signal),
    refetchInterval: UNREAD_REFETCH_MS,
    refetchOnWindowFocus: true,
    // The bell only adds to the header: a failed count keeps the last one (or none), quietly,
    // and the next minute asks again.
    retry: false,
    meta: { errorDisplay: 'none' },
  });

/** The signed-in user's unread count; 0 for a visitor, before the first answer, or for an answer without it. */
export function useUnreadCount(): number {
  const userId = useSessionUser()?.id ?? null;
  const query = useQuery({ ...unreadQuery(userId ?? 0), enabled: userId !== null });
  const unread = userId === null ? 0 : query.data?.unread;
  return typeof unread === 'number' && unread > 0 ? unread : 0;
}
