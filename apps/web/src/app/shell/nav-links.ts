import { CURRENT_CHAMP_ID, SHOP_URL } from '#config/site.ts';
import { NAV } from '#text/shell.ts';

export type NavItem =
  { label: string; to: string; external?: false } | { label: string; href: string; external: true };

/** Spec 1 §2: the header navigation, in this order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: NAV.season, to: `/champs/${CURRENT_CHAMP_ID}/` },
  { label: NAV.predictor, to: '/game/predictor/' },
  { label: NAV.fantasy, to: '/game/fantasy/' },
  { label: NAV.players, to: '/players/' },
  { label: NAV.teams, to: '/teams/' },
  { label: NAV.tickets, to: '/tickets/' },
  { label: NAV.videos, to: '/videos/' },
  { label: NAV.shop, href: SHOP_URL, external: true },
  { label: NAV.history, to: '/champs/history/' },
];
