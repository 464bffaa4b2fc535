import type { MarkReadBody, MarkReadResult, NotificationsPage } from '@mliga/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiPost } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { toast } from '#ui/toast/toast.ts';
import { setUnreadCount } from './get-unread.ts';
import { notificationKeys } from './keys.ts';

/** POST /v1/notifications/read/ — these ids read, or every one without `ids`; answers the new count. */
export const postMarkRead = (body: MarkReadBody) => apiPost<MarkReadResult>('/notifications/read/', body);

/**
 * Marks notifications read and updates what is on screen from the answer: the pages already
 * loaded (no reload of every page) and the bell. Marking all shows the API's message in a toast;
 * its failure shows the client's 'Ошибка' popup. An item's link is already on its way elsewhere,
 * so `quiet` keeps its failure off the next page (the item stays unread and the bell says so).
 */
export function useMarkRead({ quiet = false }: { quiet?: boolean } = {}) {
  const client = useQueryClient();
  const userId = useSessionUser()?.id ?? 0;
  return useMutation({
    mutationFn: postMarkRead,
    ...(quiet ? { meta: { errorDisplay: 'none' as const } } : {}),
    onSuccess: ({ data, message }, body) => {
      const ids = body.ids ? new Set(body.ids) : null;
      client.setQueryData<InfiniteData<NotificationsPage>>(notificationKeys.list(userId), (list) =>
        list
          ? {
              ...list,
              pages: list.pages.map((page) => ({
                ...page,
                unread: data.unread,
                items: page.items.map((item) =>
                  !item.read && (!ids || ids.has(item.id)) ? { ...item, read: true } : item,
                ),
              })),
            }
          : list,
      );
      setUnreadCount(client, userId, data.unread);
      if (!body.ids && message) toast.success(message);
    },
  });
}
