/**
 * Addresses and ids of the site in one place. The shop is an outside service;
 * social and mail addresses belong to the league's invented demo brand.
 */
import { SESSION_STORAGE_KEY } from '@mliga/contract';

export const SHOP_URL = 'https://shop.mliga.example/';

export const CURRENT_CHAMP_ID = 15;

/** Spec 1 §9: predictor league 5 is used for rating links; rating 3 is general, 4 is partner. */
export const PREDICTOR_LEAGUE_ID = 5;
export const PREDICTOR_GENERAL_RATING_ID = 3;
export const PREDICTOR_PARTNER_RATING_ID = 4;

export type SocialNetwork = 'vk' | 'telegram' | 'youtube' | 'rutube';

export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; url: string }> = [
  { network: 'vk', url: 'https://vk.com/mliga' },
  { network: 'telegram', url: 'https://t.me/mliga' },
  { network: 'youtube', url: 'https://www.youtube.com/@mliga' },
  { network: 'rutube', url: 'https://rutube.ru/channel/mliga/' },
];

export const CONTACT_EMAILS = {
  president: 'president@mliga.example',
  referees: 'referees@mliga.example',
  advertising: 'ads@mliga.example',
} as const;

export const TOAST_DURATION_MS = 3000;
export const LOADER_DELAY_MS = 300;
/** A search box's text reaches the address (and the list) once typing pauses this long (ui/form/use-debounced-url-filter.ts). */
export const SEARCH_DELAY_MS = 300;
/** Spec: the active league is cached for 60 s. */
export const ACTIVE_LEAGUE_STALE_MS = 60_000;

export const STORAGE_KEYS = {
  user: SESSION_STORAGE_KEY,
  cookiesAccepted: 'cookies_accepted',
} as const;
