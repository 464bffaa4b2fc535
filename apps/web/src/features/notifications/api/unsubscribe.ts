import type { UnsubscribeInfo } from '@mliga/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '#api/client.ts';
import { notificationKeys } from './keys.ts';

/**
 * GET /v1/unsubscribe/?token= — what an email's link unsubscribes from; no sign-in needed. A bad
 * token answers 400 with the reason in Russian, which the page shows in place of the question
 * (so neither call shows the client's popup).
 */
export function useUnsubscribeInfo(token: string) {
  return useQuery({
    queryKey: notificationKeys.unsubscribe(token),
    queryFn: ({ signal }) => apiGet<UnsubscribeInfo>('/unsubscribe/', { query: { token }, signal }),
    enabled: token !== '',
    meta: { errorDisplay: 'none' },
    // Opened from a mail client, left in a tab: a second look must not turn the answer into a question again.
    refetchOnWindowFocus: false,
  });
}

/** POST /v1/unsubscribe/?token= — no body; answers the same info with `subscribed: false`. */
export function useUnsubscribe(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<UnsubscribeInfo>('/unsubscribe/', {}, { query: { token } }),
    meta: { errorDisplay: 'none' },
    onSuccess: ({ data }) => {
      client.setQueryData(notificationKeys.unsubscribe(token), data);
      // A signed-in user's settings page must show the switch off.
      void client.invalidateQueries({ queryKey: notificationKeys.settingsAll });
    },
  });
}
