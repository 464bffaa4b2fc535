import { useIsSignedIn } from '#api/session.ts';
import { FANTASY } from '#text/games.ts';
import { GameLayout } from '#ui/layout/GameLayout.tsx';
import type { Tab } from '#ui/tabs/TabBar.tsx';
import { useFreshUser } from '#api/me.ts';
import { usePartnerLinkOutcome } from '../partner/index.ts';

const BASE = '/game/fantasy/';

export function fantasyTabs(signedIn: boolean): Tab[] {
  const account = (p: string) => p.startsWith(`${BASE}users/`);
  return [
    {
      label: FANTASY.tabs.myTeam,
      to: BASE,
      activeWhen: (p) => p === BASE || /^\/game\/fantasy\/\d+\/my-team\//.test(p),
    },
    {
      label: FANTASY.tabs.rating,
      to: `${BASE}rating/`,
      activeWhen: (p) => p === `${BASE}rating/` || /^\/game\/fantasy\/\d+\/rating\//.test(p),
    },
    {
      label: FANTASY.tabs.myLeagues,
      to: `${BASE}my-leagues/`,
      activeWhen: (p) => p.startsWith(`${BASE}my-leagues/`) || p.startsWith(`${BASE}invite/`),
    },
    { label: FANTASY.tabs.h2h, to: `${BASE}h2h/` },
    { label: FANTASY.tabs.stat, to: `${BASE}stat/` },
    { label: FANTASY.tabs.rules, to: `${BASE}rules/` },
    signedIn
      ? { label: FANTASY.tabs.profile, to: `${BASE}users/profile/`, activeWhen: account }
      : { label: FANTASY.tabs.login, to: `${BASE}users/login/`, activeWhen: account },
  ];
}

/** Spec 2 §2: the fantasy shell with its tabs. */
export function FantasyLayout() {
  const signedIn = useIsSignedIn();
  // Spec 1 §7, spec 2 §4: the user is read afresh when the game opens; a refused key signs out.
  useFreshUser();
  // The partner sends the browser back here after linking from the fantasy game (?partner_link=…).
  usePartnerLinkOutcome();
  return (
    <GameLayout
      title={FANTASY.title}
      lead={FANTASY.lead}
      tabs={fantasyTabs(signedIn)}
      tabsLabel={FANTASY.tabsLabel}
    />
  );
}
