import { PREDICTOR_LEAGUE_ID } from '#config/site.ts';
import { accountPath, withReturnUrl } from '../../app/account-paths.ts';

export const PREDICTOR_HOME = '/game/predictor/';

export const stagePath = (leagueId: number, stageId: number) =>
  `/game/predictor/${leagueId}/stage/${stageId}/`;

export const ratingPath = (champId: number, leagueId: number = PREDICTOR_LEAGUE_ID) =>
  `/game/predictor/${leagueId}/rating/${champId}/`;

/** The account doors, coming back to the predictor after signing in (spec 1 §2 returnUrl rule). */
export const loginPath = withReturnUrl(accountPath('predictor', 'login'), PREDICTOR_HOME);
export const registrationPath = withReturnUrl(accountPath('predictor', 'registration'), PREDICTOR_HOME);
