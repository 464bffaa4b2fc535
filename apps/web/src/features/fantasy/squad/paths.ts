export const FANTASY_HOME = '/game/fantasy/';

export const squadPath = (leagueId: number, stageId: number) =>
  `/game/fantasy/${leagueId}/my-team/stages/${stageId}/`;

/** The account doors, coming back to the fantasy home (spec 2 §2 returnUrl). */
export const loginPath = `/game/fantasy/users/login/?returnUrl=${FANTASY_HOME}`;
export const registrationPath = `/game/fantasy/users/registration/?returnUrl=${FANTASY_HOME}`;
