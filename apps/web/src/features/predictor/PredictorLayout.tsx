import type { PredictorActiveLeague } from '@mliga/contract';
import { useIsSignedIn } from '#api/session.ts';
import {
  PREDICTOR_GENERAL_RATING_ID,
  PREDICTOR_LEAGUE_ID,
  PREDICTOR_PARTNER_RATING_ID,
} from '#config/site.ts';
import { PREDICTOR } from '#text/games.ts';
import { GameLayout } from '#ui/layout/GameLayout.tsx';
import { usePartnerLinkOutcome } from '../partner/index.ts';
import type { Tab } from '#ui/tabs/TabBar.tsx';
import { useQuietPredictorActiveLeague } from './api/get-active-league.ts';
import { PREDICTOR_LEAGUES, ratingPath } from './paths.ts';

const BASE = '/game/predictor/';
const RATING_PATH = /^\/game\/predictor\/\d+\/rating\/\d+\/$/;

/** Where the rating tabs lead; a partner rating the league does not have is null. */
export type RatingLinks = { general: string; partner: string | null };

/**
 * The active league's own ratings once its answer is in (a league started from an empty database,
 * or a next season, has other ids than the demo's); until then, or off-season, the spec's ids.
 */
export function ratingLinks(active: PredictorActiveLeague | undefined): RatingLinks {
  const league = active?.league;
  const ratings = active?.ratings;
  if (!league || !ratings || ratings.general === null)
    return {
      general: ratingPath(PREDICTOR_GENERAL_RATING_ID, PREDICTOR_LEAGUE_ID),
      partner: ratingPath(PREDICTOR_PARTNER_RATING_ID, PREDICTOR_LEAGUE_ID),
    };
  return {
    general: ratingPath(ratings.general, league.id),
    partner: ratings.partner === null ? null : ratingPath(ratings.partner, league.id),
  };
}

export function predictorTabs(signedIn: boolean, ratings: RatingLinks = ratingLinks(undefined)): Tab[] {
  return [
    {
      label: PREDICTOR.tabs.predictions,
      to: BASE,
      activeWhen: (path) => path === BASE || /^\/game\/predictor\/\d+\/stage\//.test(path),
    },
    { label: PREDICTOR.tabs.rating, to: ratings.general },
    ...(ratings.partner === null ? [] : [{ label: PREDICTOR.tabs.partnerRating, to: ratings.partner }]),
    {
      label: PREDICTOR.tabs.leagues,
      to: PREDICTOR_LEAGUES,
      // A private league's rating and invite belong to the leagues too (issue 23 §1).
      activeWhen: (path) =>
        path.startsWith(PREDICTOR_LEAGUES) ||
        path.startsWith(`${BASE}invite/`) ||
        (RATING_PATH.test(path) && path !== ratings.general && path !== ratings.partner),
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
  const active = useQuietPredictorActiveLeague().data;
  // The partner sends the browser back here after linking (?partner_link=…).
  usePartnerLinkOutcome();
  return (
    <GameLayout
      title={PREDICTOR.title}
      lead={PREDICTOR.lead}
      tabs={predictorTabs(signedIn, ratingLinks(active))}
      tabsLabel={PREDICTOR.tabsLabel}
    />
  );
}
