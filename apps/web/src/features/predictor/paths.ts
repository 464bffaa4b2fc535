import { PREDICTOR_LEAGUE_ID } from '#config/site.ts';
import { accountPath, withReturnUrl } from '../../app/account-paths.ts';

export const PREDICTOR_HOME = '/game/predictor/';

export const stagePath = (leagueId: number, stageId: number) =>
  `/game/predictor/${leagueId}/stage/${stageId}/`;

/** Issue 23 §4: the user's debrief of a scored tour, under its stage page. */
export const debriefPath = (leagueId: number, stageId: number) =>
  `/game/predictor/${leagueId}/stage/${stageId}/debrief/`;

export const ratingPath = (champId: number, leagueId: number = PREDICTOR_LEAGUE_ID) =>
  `/game/predictor/${leagueId}/rating/${champId}/`;

/** Issue 23 §1: the user's private leagues, an invite to one, and its members' predictions of a closed stage. */
export const PREDICTOR_LEAGUES = '/game/predictor/leagues/';

export const leaguePredictionsPath = (champId: number, stageId: number) =>
  `/game/predictor/leagues/${champId}/stage/${stageId}/`;

export const predictorInvitePath = (hash: string) => `/game/predictor/invite/${hash}/`;

/** The link a member shares: the site's invite path, which leads to the invite's game (app/routes). */
export const inviteUrl = (hash: string, origin: string = window.location.origin) =>
  `${origin}/invite/${hash}/`;

/** The account doors, coming back to the predictor after signing in (spec 1 §2 returnUrl rule). */
export const loginPath = withReturnUrl(accountPath('predictor', 'login'), PREDICTOR_HOME);
export const registrationPath = withReturnUrl(accountPath('predictor', 'registration'), PREDICTOR_HOME);
export const leaguesLoginPath = withReturnUrl(accountPath('predictor', 'login'), PREDICTOR_LEAGUES);
export const leaguesRegistrationPath = withReturnUrl(
  accountPath('predictor', 'registration'),
  PREDICTOR_LEAGUES,
);
/** A visitor opening an invite signs in and comes back to it (spec 1 §2 returnUrl `/invite/…`). */
export const inviteLoginPath = (hash: string) =>
  withReturnUrl(accountPath('predictor', 'login'), `/invite/${hash}/`);
