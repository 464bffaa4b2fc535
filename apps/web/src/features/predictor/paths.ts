import { PREDICTOR_LEAGUE_ID } from '#config/site.ts';

export const PREDICTOR_HOME = '/game/predictor/';

export const stagePath = (leagueId: number, stageId: number) =>
  `/game/predictor/${leagueId}/stage/${stageId}/`;

export const ratingPath = (champId: number, leagueId: number = PREDICTOR_LEAGUE_ID) =>
  `/game/predictor/${leagueId}/rating/${champId}/`;

/** The account doors, coming back to the predictor after signing in (spec 1 §2 returnUrl rule). */
export const loginPath = `/game/predictor/users/login/?returnUrl=${PREDICTOR_HOME}`;
export const registrationPath = `/game/predictor/users/registration/?returnUrl=${PREDICTOR_HOME}`;
