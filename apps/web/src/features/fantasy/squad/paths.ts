import { accountPath, withReturnUrl } from '../../../app/account-paths.ts';

export const FANTASY_HOME = '/game/fantasy/';

export const squadPath = (leagueId: number, stageId: number) =>
  `/game/fantasy/${leagueId}/my-team/stages/${stageId}/`;

/** Issue 23 §4: the user's debrief of a scored tour, under the tour's squad. */
export const debriefPath = (leagueId: number, stageId: number) =>
  `/game/fantasy/${leagueId}/my-team/stages/${stageId}/debrief/`;

/** The account doors, coming back to the fantasy home (spec 2 §2 returnUrl). */
export const loginPath = withReturnUrl(accountPath('fantasy', 'login'), FANTASY_HOME);
export const registrationPath = withReturnUrl(accountPath('fantasy', 'registration'), FANTASY_HOME);
