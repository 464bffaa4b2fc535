import { useMutation } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';

export type PartnerSource = 'predictor' | 'fantasy';

/**
 * GET /v1/users/oauthwinline/?source= — the partner's authorisation page. Each call makes a
 * single-use state on the server, so it is asked for on the click only, never prefetched.
 */
export const fetchPartnerUrl = (source: PartnerSource) =>
  apiGet<{ redirect_url: string }>('/users/oauthwinline/', { query: { source } });

/** Spec 1 §7: a failure to get the URL shows an error toast (the popup says it, then closes). */
export function usePartnerUrl() {
  return useMutation({ mutationFn: fetchPartnerUrl, meta: { errorDisplay: 'none' } });
}
