import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchMe } from '#api/me.ts';
import { refreshSignedInUser } from '#api/session-user.ts';
import { partnerKeys } from './keys.ts';
import { PARTNER_POLL_INTERVAL_MS } from './polling.ts';

/** Under 'users' so that signing in or out drops it with the other user answers. */
export const partnerMeQuery = (userId: number) =>
  queryOptions({
    queryKey: partnerKeys.state(userId),
    queryFn: async ({ signal }) => {
      const { user } = await fetchMe(signal);
      refreshSignedInUser(user);
      return user;
    },
    // Background reads: a failure is not worth a popup (the screen keeps what it shows).
    meta: { errorDisplay: 'none' },
  });

/** The popup offers itself once per visit (browser session) and user, not on every tour opened. */
const offeredKey = (userId: number) => `mliga:partner-offered:${userId}`;

function offeredThisVisit(userId: number): boolean {
  try {
    return window.sessionStorage.getItem(offeredKey(userId)) !== null;
  } catch {
    return false;
  }
}

function markOffered(userId: number): void {
  try {
    window.sessionStorage.setItem(offeredKey(userId), '1');
  } catch {
    // Storage off (private mode): the popup may then offer itself again on the next page.
  }
}

/**
 * Whether to offer the link popup: not yet offered in this visit, and the user, read afresh
 * (the stored record may predate a link made in another tab), has no partner id. A failed read
 * offers nothing. Answering yes counts as the visit's one offer.
 */
export async function shouldOfferPartnerLink(client: QueryClient, userId: number): Promise<boolean> {
  if (offeredThisVisit(userId)) return false;
  try {
    const user = await client.fetchQuery({ ...partnerMeQuery(userId), staleTime: 0 });
    if (user.winline !== null || offeredThisVisit(userId)) return false;
    markOffered(userId);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec 1 §4 "Partner linking": while the partner page is open in the other tab, the user is
 * read every 5 s, the first time after 1 s. The tab with the popup is in the background
 * then, so polling must go on there.
 */
export function usePartnerPolling(userId: number | null, active: boolean, started: boolean) {
  return useQuery({
    ...partnerMeQuery(userId ?? 0),
    enabled: userId !== null && active && started,
    refetchInterval: PARTNER_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    refetchOnMount: 'always',
    staleTime: 0,
  });
}
