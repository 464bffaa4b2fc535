import { STORAGE_KEYS } from '#config/site.ts';

export function hasAcceptedCookies(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cookiesAccepted) === '1';
  } catch {
    return false;
  }
}

export function acceptCookies(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.cookiesAccepted, '1');
  } catch {
    // Storage unavailable: the banner hides for this visit only.
  }
}
