import type { NotificationSettings, SaveNotificationSettingsBody } from '@mliga/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { notificationKeys } from './keys.ts';

/** GET /v1/notifications/settings/ — every kind with its email (null: never by email) and site choice. */
export const fetchNotificationSettings = (signal?: AbortSignal) =>
  apiGet<NotificationSettings>('/notifications/settings/', { signal });

export const notificationSettingsQuery = (userId: number) =>
  queryOptions({
    queryKey: notificationKeys.settings(userId),
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
  });

export function useNotificationSettings() {
  const userId = useSessionUser()?.id ?? null;
  return useQuery({ ...notificationSettingsQuery(userId ?? 0), enabled: userId !== null });
}

/** PUT /v1/notifications/settings/ — answers the settings as stored (and `asked` true) with a message. */
export const putNotificationSettings = (body: SaveNotificationSettingsBody) =>
  apiPut<NotificationSettings>('/notifications/settings/', body);

/** The answer replaces the cached settings; a failure shows the client's 'Ошибка' popup. */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  const userId = useSessionUser()?.id ?? 0;
  return useMutation({
    mutationFn: putNotificationSettings,
    onSuccess: ({ data }) => client.setQueryData(notificationKeys.settings(userId), data),
  });
}
