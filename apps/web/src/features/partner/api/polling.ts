/** Spec 1 §9: partner-link polling every 5 s, the first read after 1 s. */
export const PARTNER_POLL_FIRST_MS = 1000;
export const PARTNER_POLL_INTERVAL_MS = 5000;
