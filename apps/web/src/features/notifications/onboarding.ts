import { buildUrl } from '#api/url.ts';
import { accountPath, allowedReturnUrl } from '../../app/account-paths.ts';
import { NOTIFICATION_SETTINGS_PATH } from './paths.ts';

/** The query of the settings page in its onboarding mode: where registration would have gone. */
export const ONBOARDING_PARAM = 'onboarding';

const PROFILES = new Set([accountPath('predictor', 'profile'), accountPath('fantasy', 'profile')]);

/**
 * Where the onboarding ask goes on to: what registration would have opened (an allowed returnUrl
 * or a game's profile), checked again here because it comes from the address; otherwise the
 * predictor's profile.
 */
export function afterOnboardingPath(raw: string | null | undefined): string {
  if (raw && PROFILES.has(raw)) return raw;
  return allowedReturnUrl(raw) ?? accountPath('predictor', 'profile');
}

/** Issue 24 §2: registration leads here first, once, and the ask then leads on to `next`. */
export function onboardingPath(next: string): string {
  return buildUrl(NOTIFICATION_SETTINGS_PATH, { [ONBOARDING_PARAM]: afterOnboardingPath(next) });
}
