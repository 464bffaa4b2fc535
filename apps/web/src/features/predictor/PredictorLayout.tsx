import { useIsSignedIn } from '../../api/session.ts';
import {
  PREDICTOR_GENERAL_RATING_ID,
  PREDICTOR_LEAGUE_ID,
  PREDICTOR_PARTNER_RATING_ID,
} from '../../config/site.ts';
import { PREDICTOR } from '../../text/games.ts';
import { GameLayout } from '../../ui/layout/GameLayout.tsx';
import { usePartnerLinkOutcome } from '../partner/index.ts';
import type { Tab } from '../../ui/tabs/TabBar.tsx';

const BASE = '/game/predictor/';

export function predictorTabs(signedIn: boolean): Tab[] {
  return [
    {
      label: PREDICTOR.tabs.predictions,
      to: BASE,
      activeWhen: (path) => path === BASE || /^\/game\/predictor\/\d+\/stage\//.test(path),
    },
    {
      label: PREDICTOR.tabs.rating,
      to: `${BASE}${PREDICTOR_LEAGUE_ID}/rating/${PREDICTOR_GENERAL_RATING_ID}/`,
    },
    {
      label: PREDICTOR.tabs.partnerRating,
      to: `${BASE}${PREDICTOR_LEAGUE_ID}/rating/${PREDICTOR_PARTNER_RATING_ID}/`,
    },
    { label: PREDICTOR.tabs.prizes, to: `${BASE}prizes/` },
    { label: PREDICTOR.tabs.rules, to: `${BASE}rules/` },
    signedIn
      ? {
          label: PREDICTOR.tabs.profile,
          to: `${BASE}users/profile/`,
          activeWhen: (p) => p.startsWith(`${BASE}users/`),
        }
      : {
          label: PREDICTOR.tabs.login,
          to: `${BASE}users/login/`,
          activeWhen: (p) => p.startsWith(`${BASE}users/`),
        },
  ];
}

/** Spec 1 §2: the predictor shell with its tabs. */
export function PredictorLayout() {
  const signedIn = useIsSignedIn();
  // The partner sends the browser back here after linking (?partner_link=…).
  usePartnerLinkOutcome();
  return (
    <GameLayout
      title={PREDICTOR.title}
      lead={PREDICTOR.lead}
      tabs={predictorTabs(signedIn)}
      tabsLabel={PREDICTOR.tabsLabel}
    />
  );
}
