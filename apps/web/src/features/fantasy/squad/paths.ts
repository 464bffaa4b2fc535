import { accountPath, withReturnUrl } from '../../../app/account-paths.ts';

export const FANTASY_HOME = '/game/fantasy/';

export const squadPath = (leagueId: number, stageId: number) =>
  `/game/fantasy/${leagueId}/my-team/stages/${stageId}/`;

/** The account doors, coming back to the fantasy home (spec 2 §2 returnUrl). */
export const loginPath = withReturnUrl(accountPath('fantasy', 'login'), FANTASY_HOME);
export const registrationPath = withReturnUrl(accountPath('fantasy', 'registration'), FANTASY_HOME);
