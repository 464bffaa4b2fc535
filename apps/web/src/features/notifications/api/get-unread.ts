import type { UnreadCount } from '@mliga/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
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

/** The bell's count from another answer (a list page, a mark-as-read), which does not name the live topic. */
export function setUnreadCount(client: QueryClient, userId: number, unread: number): void {
  client.setQueryData<UnreadCount>(notificationKeys.unread(userId), (old) => ({
    live_topic: old?.live_topic ?? '',
    unread,
  }));
}

export interface Unread {
  /** 0 for a visitor, before the first answer, or for an answer without it. */
  unread: number;
  /** The user's private topic of the live stream; null until the count's own answer names it. */
  liveTopic: string | null;
  /** Asks for the count now. */
  refetch: () => void;
}

/** The signed-in user's unread count and what the bell needs to follow it live. */
export function useUnread(): Unread {
  const userId = useSessionUser()?.id ?? null;
  const query = useQuery({ ...unreadQuery(userId ?? 0), enabled: userId !== null });
  const data = userId === null ? undefined : query.data;
  const unread = data?.unread;
  const topic = data?.live_topic;
  const { refetch } = query;
  return {
    unread: typeof unread === 'number' && unread > 0 ? unread : 0,
    liveTopic: typeof topic === 'string' && topic !== '' ? topic : null,
    refetch: () => void refetch(),
  };
}
