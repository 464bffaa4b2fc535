import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getSessionUser } from '#api/session.ts';
import { buildUrl } from '#api/url.ts';
import { PARTNER_LINK_OUTCOME } from '#text/partner.ts';
import { toast } from '#ui/toast/toast.ts';
import { partnerMeQuery } from './api/get-me.ts';

export const PARTNER_LINK_PARAM = 'partner_link';

type Outcome = keyof typeof PARTNER_LINK_OUTCOME;
const isOutcome = (value: string): value is Outcome => Object.hasOwn(PARTNER_LINK_OUTCOME, value);

/**
 * The partner sends the browser back to /game/{source}/?partner_link=ok|taken|expired|failed
 * (docs/decisions/009-partner.md). A game's shell calls this: it shows the outcome as a toast,
 * reads the user again after a link (the stored record then carries the partner id, which
 * also reaches the tab still waiting in its popup), and removes the parameter from the URL.
 */
export function usePartnerLinkOutcome(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const handled = useRef<string | null>(null);
  const outcome = new URLSearchParams(location.search).get(PARTNER_LINK_PARAM);

  useEffect(() => {
    if (outcome === null || handled.current === location.key) return;
    handled.current = location.key;
    if (isOutcome(outcome)) {
      if (outcome === 'ok') toast.success(PARTNER_LINK_OUTCOME.ok);
      else toast.error(PARTNER_LINK_OUTCOME[outcome]);
    }
    const user = getSessionUser();
    if (outcome === 'ok' && user) {
      void client.fetchQuery({ ...partnerMeQuery(user.id), staleTime: 0 }).then(
        // The link changes what the games show (the predictor's X2): every answer is read again.
        () => client.invalidateQueries(),
        () => undefined,
      );
    }
    const params = new URLSearchParams(location.search);
    params.delete(PARTNER_LINK_PARAM);
    void navigate(
      { pathname: location.pathname, search: buildUrl('', params), hash: location.hash },
      { replace: true },
    );
  }, [outcome, location, navigate, client]);
}
