import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validRegistration } from '../helpers/requests.ts';
import { mySquadUrl } from '../factories/fantasy.ts';
import { predictionsUrl } from '../factories/predictor.ts';
import { databaseChecksum } from '../helpers/table-checksums.ts';
import { ACTORS, seedOwned, snapshotOfA, type Actor, type Owned } from '../factories/owned-rows.ts';

/**
 * The authorization matrix (issue 12): every route the app serves × five callers.
 * Columns: anonymous, user A (owns the things the URLs point at), user B (a
 * stranger with his own team), a blocked user (key never revoked), an admin.
 * Rows run in this order, callers in the order anonymous, blocked, B, admin, A
 * (the owner last, so a refused stranger meets A's things intact).
 *
 * Statuses depend on the fixture, read with it: A has predictions with X2 on
 * the open predictor stage, a squad on the open fantasy stage, the user league
 * `leagueOfA`, a place in the recruiting H2H `h2hOfA` and a partner link.
 * Admin writes aim at a missing id (404) or send an empty body (400), so the
 * column proves the admin passes the guard and the fixture stays as it is.
 */
// prettier-ignore
const MATRIX: [route: string, anonymous: number, userA: number, userB: number, blocked: number, admin: number][] = [
  // System
  ['GET /healthz',                                              200, 200, 200, 200, 200],
  ['GET /readyz',                                               200, 200, 200, 200, 200],
  // Accounts (login: each signs in as himself, the visitor tries A with a wrong password)
  ['POST /v1/users/registration/',                              200, 200, 200, 200, 200],
  ['POST /v1/users/login/',                                     400, 200, 200, 403, 200],
  ['GET /v1/users/me/',                                         401, 200, 200, 401, 200],
  ['POST /v1/users/me/',                                        401, 200, 200, 401, 200],
  ['POST /v1/users/logout/',                                    401, 200, 200, 401, 200],
  ['POST /v1/users/password-recovery/',                         200, 200, 200, 200, 200],
  // Partner link and feed
  ['GET /v1/users/oauthwinline/',                               401, 200, 200, 401, 200],
  ['GET /v1/users/oauthwinline/callback/',                      302, 302, 302, 302, 302],
  ['POST /v1/partner/bets/',                                    401, 401, 401, 401, 401],
  ['GET /v1/partner/sandbox/authorize/',                        400, 400, 400, 400, 400],
  ['POST /v1/partner/sandbox/authorize/',                       400, 400, 400, 400, 400],
  ['POST /v1/partner/sandbox/token/',                           400, 400, 400, 400, 400],
  ['GET /v1/partner/sandbox/bets/',                             200, 200, 200, 200, 200],
  // A bet for A's partner id: A's own, or an admin's (the sandbox then forwards it to the feed).
  ['POST /v1/partner/sandbox/bets/',                            403, 200, 403, 403, 200],
  // Fantasy: league, players, squads
  ['GET /v1/leagues/active/',                                   200, 200, 200, 200, 200],
  ['GET /v1/leagues/rules/',                                    200, 200, 200, 200, 200],
  ['GET /v1/leagues/:leagueId/players/',                        200, 200, 200, 200, 200],
  ['GET /v1/leagues/:leagueId/players/:playerId/',              200, 200, 200, 200, 200],
  ['GET /v1/leagues/:leagueId/players/:playerId/stat-graph/',   200, 200, 200, 200, 200],
  ['GET /v1/leagues/:leagueId/stages/',                         200, 200, 200, 200, 200],
  ['GET /v1/leagues/:leagueId/stat/',                           200, 200, 200, 200, 200],
  ['GET /v1/stages/:stageId/my-squad/',                         401, 200, 200, 401, 200],
  ['POST /v1/stages/:stageId/my-squad/',                        401, 200, 200, 401, 422],
  ['GET /v1/stages/:stageId/random-squad/',                     401, 200, 200, 401, 200],
  ['GET /v1/stages/:stageId/matches/',                          200, 200, 200, 200, 200],
  ['GET /v1/stages/:stageId/squad/:teamId/',                    403, 200, 403, 403, 403],
  ['POST /v1/fantasy/team-name/',                               401, 200, 200, 401, 200],
  // Fantasy ratings, user leagues, H2H
  ['GET /v1/leagues/:leagueId/my-rating/',                      401, 200, 200, 401, 200],
  ['GET /v1/leagues/:leagueId/standings/',                      401, 200, 200, 401, 200],
  // A's league is private: its members (A) and the admins read it (B joins only further down).
  ['GET /v1/champs/:champId/rating/',                           403, 200, 403, 403, 200],
  ['GET /v1/champs/:champId/squad/best/',                       403, 200, 403, 403, 200],
  ['GET /v1/champs/:champId/winners/',                          403, 200, 403, 403, 200],
  ['GET /v1/leagues/:leagueId/my-champs/',                      401, 200, 200, 401, 200],
  ['POST /v1/champs/create/',                                   401, 422, 200, 401, 200],
  ['GET /v1/champs/:hash/invite-info/',                         200, 200, 200, 200, 200],
  ['POST /v1/champs/:champId/invite-accept/',                   401, 200, 200, 401, 200],
  ['POST /v1/champs/:champId/leave/',                           401, 422, 200, 401, 200],
  ['GET /v1/leagues/active/h2h/',                               200, 200, 200, 200, 200],
  ['POST /v1/h2h/:id/join/',                                    401, 200, 422, 401, 200],
  ['POST /v1/h2h/:id/leave/',                                   401, 200, 422, 401, 200],
  ['GET /v1/h2h/:id/',                                          200, 200, 200, 200, 200],
  ['GET /v1/h2h/:id/matches/',                                  200, 200, 200, 200, 200],
  ['GET /v1/h2h/matches/:matchId/',                             404, 404, 404, 404, 404],
  // Predictor
  ['GET /v1/predictors/active-league/',                         200, 200, 200, 200, 200],
  ['GET /v1/predictors/:leagueId/stages/',                      200, 200, 200, 200, 200],
  ['GET /v1/predictors/:leagueId/stages/:stageId/predictions/', 200, 200, 200, 200, 200],
  ['POST /v1/predictors/:leagueId/stages/:stageId/predictions/',401, 200, 200, 401, 200],
  ['GET /v1/predictors/:id/my-rating/',                         401, 200, 200, 401, 200],
  // The tour debriefs (issue 23 §4): the fixture's tours are open, not scored yet.
  ['GET /v1/predictors/:leagueId/stages/:stageId/debrief/',     401, 404, 404, 401, 404],
  ['GET /v1/stages/:stageId/debrief/',                          401, 404, 404, 401, 404],
  ['GET /v1/predictors/:id/rating/:champId/',                   200, 200, 200, 200, 200],
  ['GET /v1/predictors/:id/rating/:champId/winners/',           200, 200, 200, 200, 200],
  // Private predictor leagues (issue 23 §1): each caller lists and creates their own.
  ['GET /v1/predictors/:id/leagues/',                           401, 200, 200, 401, 200],
  ['GET /v1/predictors/:id/standings/',                         401, 200, 200, 401, 200],
  ['POST /v1/predictors/:id/leagues/',                          401, 200, 200, 401, 200],
  // The champ here is the general rating, not a private league: no members' table (predictor-leagues.test.ts).
  ['GET /v1/predictors/leagues/:champId/stages/:stageId/predictions/', 401, 404, 404, 401, 404],
  // League site
  ['GET /v1/seasons/history/',                                  200, 200, 200, 200, 200],
  ['GET /v1/seasons/:id/',                                      200, 200, 200, 200, 200],
  ['GET /v1/seasons/:id/matches/',                              200, 200, 200, 200, 200],
  ['GET /v1/seasons/:id/top-players/',                          200, 200, 200, 200, 200],
  ['GET /v1/teams/',                                            200, 200, 200, 200, 200],
  ['GET /v1/teams/:id/',                                        200, 200, 200, 200, 200],
  ['GET /v1/players/',                                          200, 200, 200, 200, 200],
  ['GET /v1/players/:id/',                                      200, 200, 200, 200, 200],
  ['GET /v1/tickets/',                                          200, 200, 200, 200, 200],
  ['GET /v1/videos/',                                           200, 200, 200, 200, 200],
  ['GET /v1/pages/:slug/',                                      404, 404, 404, 404, 404],
  ['GET /v1/matches/live/',                                     200, 200, 200, 200, 200],
  ['GET /v1/matches/:id/',                                      200, 200, 200, 200, 200],
  // A stream stays open: called without topics, it answers the same 400 to everyone (public).
  ['GET /v1/live/',                                             400, 400, 400, 400, 400],
  // Notifications: each caller's own centre and settings; unsubscribe links carry their own
  // signature, so a forged one is refused whoever sends it.
  ['GET /v1/notifications/',                                    401, 200, 200, 401, 200],
  ['GET /v1/notifications/unread/',                             401, 200, 200, 401, 200],
  ['POST /v1/notifications/read/',                              401, 200, 200, 401, 200],
  ['GET /v1/notifications/settings/',                           401, 200, 200, 401, 200],
  ['PUT /v1/notifications/settings/',                           401, 200, 200, 401, 200],
  ['GET /v1/unsubscribe/',                                      400, 400, 400, 400, 400],
  ['POST /v1/unsubscribe/',                                     400, 400, 400, 400, 400],
  // Back office: actions
  ['GET /v1/admin/matches/:id/result/',                         401, 403, 403, 401, 200],
  ['POST /v1/admin/matches/:id/result/',                        401, 403, 403, 401, 400],
  ['POST /v1/admin/predictor-events/:id/answer/',               401, 403, 403, 401, 404],
  ['GET /v1/admin/matches/:id/centre/',                         401, 403, 403, 401, 200],
  ['PUT /v1/admin/matches/:id/lineup/',                         401, 403, 403, 401, 400],
  ['POST /v1/admin/matches/:id/events/',                        401, 403, 403, 401, 400],
  ['PATCH /v1/admin/matches/:id/events/:eventId/',              401, 403, 403, 401, 404],
  ['DELETE /v1/admin/matches/:id/events/:eventId/',             401, 403, 403, 401, 404],
  ['POST /v1/admin/matches/:id/state/',                         401, 403, 403, 401, 400],
  ['POST /v1/admin/predictor-stages/:id/score/',                401, 403, 403, 401, 404],
  ['POST /v1/admin/fantasy-stages/:id/score/',                  401, 403, 403, 401, 404],
  ['POST /v1/admin/predictor-stages/:id/score',                 401, 403, 403, 401, 404],
  ['POST /v1/admin/fantasy-stages/:id/score',                   401, 403, 403, 401, 404],
  ['POST /v1/admin/player-stats/import/',                       401, 403, 403, 401, 400],
  ['POST /v1/admin/imports/clubs/',                             401, 403, 403, 401, 400],
  ['POST /v1/admin/imports/players/',                           401, 403, 403, 401, 400],
  ['POST /v1/admin/imports/fixtures/',                          401, 403, 403, 401, 400],
  ['POST /v1/admin/seasons/next/',                              401, 403, 403, 401, 400],
  ['POST /v1/admin/uploads/',                                   401, 403, 403, 401, 422],
  ['POST /v1/admin/h2h/:id/start/',                             401, 403, 403, 401, 200],
  ['GET /v1/admin/reports/participation/',                              401, 403, 403, 401, 200],
  ['GET /v1/admin/ratings/:id/export/',                         401, 403, 403, 401, 404],
  // Reminder times and letters (issue 24): the admin's write sends `{}` (400), the retry aims at a missing letter.
  ['GET /v1/admin/notifications/reminder-offsets/',                           401, 403, 403, 401, 200],
  ['PUT /v1/admin/notifications/reminder-offsets/:game/',                     401, 403, 403, 401, 400],
  ['GET /v1/admin/notifications/email-deliveries/',                           401, 403, 403, 401, 200],
  ['POST /v1/admin/notifications/email-deliveries/:id/retry/',                401, 403, 403, 401, 404],
  // Back office: resources (list, read, create, edit, delete)
  ['GET /v1/admin/seasons/',                                    401, 403, 403, 401, 200],
  ['GET /v1/admin/seasons/:id/',                                401, 403, 403, 401, 200],
  ['POST /v1/admin/seasons/',                                   401, 403, 403, 401, 422],
  ['PATCH /v1/admin/seasons/:id/',                              401, 403, 403, 401, 404],
  ['DELETE /v1/admin/seasons/:id/',                             401, 403, 403, 401, 404],
  ['GET /v1/admin/teams/',                                      401, 403, 403, 401, 200],
  ['GET /v1/admin/teams/:id/',                                  401, 403, 403, 401, 200],
  ['POST /v1/admin/teams/',                                     401, 403, 403, 401, 422],
  ['PATCH /v1/admin/teams/:id/',                                401, 403, 403, 401, 404],
  ['DELETE /v1/admin/teams/:id/',                               401, 403, 403, 401, 404],
  ['GET /v1/admin/players/',                                    401, 403, 403, 401, 200],
  ['GET /v1/admin/players/:id/',                                401, 403, 403, 401, 200],
  ['POST /v1/admin/players/',                                   401, 403, 403, 401, 422],
  ['PATCH /v1/admin/players/:id/',                              401, 403, 403, 401, 404],
  ['DELETE /v1/admin/players/:id/',                             401, 403, 403, 401, 404],
  ['GET /v1/admin/matches/',                                    401, 403, 403, 401, 200],
  ['GET /v1/admin/matches/:id/',                                401, 403, 403, 401, 200],
  ['POST /v1/admin/matches/',                                   401, 403, 403, 401, 422],
  ['PATCH /v1/admin/matches/:id/',                              401, 403, 403, 401, 404],
  ['DELETE /v1/admin/matches/:id/',                             401, 403, 403, 401, 404],
  ['GET /v1/admin/venues/',                                     401, 403, 403, 401, 200],
  ['GET /v1/admin/venues/:id/',                                 401, 403, 403, 401, 404],
  ['POST /v1/admin/venues/',                                    401, 403, 403, 401, 422],
  ['PATCH /v1/admin/venues/:id/',                               401, 403, 403, 401, 404],
  ['DELETE /v1/admin/venues/:id/',                              401, 403, 403, 401, 404],
  ['GET /v1/admin/pages/',                                      401, 403, 403, 401, 200],
  ['GET /v1/admin/pages/:id/',                                  401, 403, 403, 401, 404],
  ['POST /v1/admin/pages/',                                     401, 403, 403, 401, 422],
  ['PATCH /v1/admin/pages/:id/',                                401, 403, 403, 401, 404],
  ['DELETE /v1/admin/pages/:id/',                               401, 403, 403, 401, 404],
  ['GET /v1/admin/videos/',                                     401, 403, 403, 401, 200],
  ['GET /v1/admin/videos/:id/',                                 401, 403, 403, 401, 404],
  ['POST /v1/admin/videos/',                                    401, 403, 403, 401, 422],
  ['PATCH /v1/admin/videos/:id/',                               401, 403, 403, 401, 404],
  ['DELETE /v1/admin/videos/:id/',                              401, 403, 403, 401, 404],
  ['GET /v1/admin/predictor-leagues/',                          401, 403, 403, 401, 200],
  ['GET /v1/admin/predictor-leagues/:id/',                      401, 403, 403, 401, 200],
  ['POST /v1/admin/predictor-leagues/',                         401, 403, 403, 401, 422],
  ['PATCH /v1/admin/predictor-leagues/:id/',                    401, 403, 403, 401, 404],
  ['GET /v1/admin/fantasy-leagues/',                            401, 403, 403, 401, 200],
  ['GET /v1/admin/fantasy-leagues/:id/',                        401, 403, 403, 401, 200],
  ['POST /v1/admin/fantasy-leagues/',                           401, 403, 403, 401, 422],
  ['PATCH /v1/admin/fantasy-leagues/:id/',                      401, 403, 403, 401, 404],
  ['GET /v1/admin/predictor-stages/',                           401, 403, 403, 401, 200],
  ['GET /v1/admin/predictor-stages/:id/',                       401, 403, 403, 401, 200],
  ['POST /v1/admin/predictor-stages/',                          401, 403, 403, 401, 422],
  ['PATCH /v1/admin/predictor-stages/:id/',                     401, 403, 403, 401, 404],
  ['DELETE /v1/admin/predictor-stages/:id/',                    401, 403, 403, 401, 404],
  ['GET /v1/admin/predictor-events/',                           401, 403, 403, 401, 200],
  ['GET /v1/admin/predictor-events/:id/',                       401, 403, 403, 401, 200],
  ['POST /v1/admin/predictor-events/',                          401, 403, 403, 401, 422],
  ['PATCH /v1/admin/predictor-events/:id/',                     401, 403, 403, 401, 404],
  ['DELETE /v1/admin/predictor-events/:id/',                    401, 403, 403, 401, 404],
  ['GET /v1/admin/fantasy-stages/',                             401, 403, 403, 401, 200],
  ['GET /v1/admin/fantasy-stages/:id/',                         401, 403, 403, 401, 200],
  ['POST /v1/admin/fantasy-stages/',                            401, 403, 403, 401, 422],
  ['PATCH /v1/admin/fantasy-stages/:id/',                       401, 403, 403, 401, 404],
  ['DELETE /v1/admin/fantasy-stages/:id/',                      401, 403, 403, 401, 404],
  ['GET /v1/admin/scoring-rules/',                              401, 403, 403, 401, 200],
  ['GET /v1/admin/scoring-rules/:id/',                          401, 403, 403, 401, 404],
  ['PATCH /v1/admin/scoring-rules/:id/',                        401, 403, 403, 401, 404],
  ['GET /v1/admin/media-teams/',                                401, 403, 403, 401, 200],
  ['GET /v1/admin/media-teams/:id/',                            401, 403, 403, 401, 404],
  ['POST /v1/admin/media-teams/',                               401, 403, 403, 401, 422],
  ['PATCH /v1/admin/media-teams/:id/',                          401, 403, 403, 401, 404],
  ['DELETE /v1/admin/media-teams/:id/',                         401, 403, 403, 401, 404],
  ['GET /v1/admin/team-names/',                                 401, 403, 403, 401, 200],
  ['GET /v1/admin/team-names/:id/',                             401, 403, 403, 401, 200],
  ['PATCH /v1/admin/team-names/:id/',                           401, 403, 403, 401, 422],
  ['GET /v1/admin/forbidden-words/',                            401, 403, 403, 401, 200],
  ['GET /v1/admin/forbidden-words/:id/',                        401, 403, 403, 401, 404],
  ['POST /v1/admin/forbidden-words/',                           401, 403, 403, 401, 422],
  ['DELETE /v1/admin/forbidden-words/:id/',                     401, 403, 403, 401, 404],
  ['GET /v1/admin/h2h/',                                        401, 403, 403, 401, 200],
  ['GET /v1/admin/h2h/:id/',                                    401, 403, 403, 401, 200],
  ['POST /v1/admin/h2h/',                                       401, 403, 403, 401, 422],
  ['PATCH /v1/admin/h2h/:id/',                                  401, 403, 403, 401, 404],
  ['DELETE /v1/admin/h2h/:id/',                                 401, 403, 403, 401, 404],
  ['GET /v1/admin/users/',                                      401, 403, 403, 401, 200],
  ['GET /v1/admin/users/:id/',                                  401, 403, 403, 401, 200],
  ['PATCH /v1/admin/users/:id/',                                401, 403, 403, 401, 404],
  ['GET /v1/admin/audit-log/',                                  401, 403, 403, 401, 200],
  ['GET /v1/admin/audit-log/:id/',                              401, 403, 403, 401, 404],
  // Last: the owner deletes his league (the rows above need it).
  ['DELETE /v1/champs/:champId/',                               401, 200, 403, 401, 403],
];

/** The order the callers run in: strangers first, the owner last. */
const RUN_ORDER: Actor[] = ['anonymous', 'blocked', 'userB', 'admin', 'userA'];

/** Requests by somebody else that may legitimately touch A's things (B joins and leaves A's league by invite). */
const TOUCHES_A: Record<string, Actor[]> = {
  'POST /v1/champs/:champId/invite-accept/': ['userB', 'admin'],
  'POST /v1/champs/:champId/leave/': ['userB', 'admin'],
  // An admin's sandbox bet for A's partner id may confirm A's X2.
  'POST /v1/partner/sandbox/bets/': ['admin'],
};

const MISSING = 999_999;

type Req = { url: string; payload?: object | string; headers?: Record<string, string> };

let registrations = 10;

/** The request an actor sends for a route: A's things in the URL, the actor's own body. */
function requestFor(route: string, f: Owned, actor: Actor): Req {
  const [method, path] = route.split(' ') as [string, string];
  const own = actor === 'anonymous' ? 'userA' : actor;
  const fantasyStage = f.fantasy.stages[1]!.id;
  const adminIds: Record<string, number> = {
    seasons: f.fantasy.seasonId,
    teams: f.fantasy.clubIds[0]!,
    players: f.fantasy.players[0]!.id,
    matches: f.fantasy.matchIds.get(2)![0]!,
    'predictor-leagues': f.predictor.leagueId,
    'fantasy-leagues': f.fantasy.leagueId,
    'predictor-stages': f.predictor.stages[0]!.id,
    'predictor-events': f.predictor.stages[0]!.matchEvents[0]!.id,
    'fantasy-stages': fantasyStage,
    'team-names': f.teamIds.userA,
    h2h: f.h2hOfA,
    users: f.ids.userA,
  };
  const resource = path.split('/')[3] ?? '';
  const params: Record<string, string | number> = path.startsWith('/v1/predictors/')
    ? { leagueId: f.predictor.leagueId, stageId: f.predictor.stages[0]!.id, id: f.predictor.leagueId }
    : path.startsWith('/v1/admin/')
      ? { id: method === 'GET' ? (adminIds[resource] ?? MISSING) : MISSING }
      : path.startsWith('/v1/seasons/')
        ? { id: f.fantasy.seasonId }
        : path.startsWith('/v1/teams/')
          ? { id: f.fantasy.clubIds[0]! }
          : path.startsWith('/v1/players/')
            ? { id: f.fantasy.players[0]!.id }
            : path.startsWith('/v1/matches/')
              ? { id: f.fantasy.matchIds.get(2)![0]! }
              : { id: f.h2hOfA };
  Object.assign(params, {
    leagueId: params.leagueId ?? f.fantasy.leagueId,
    stageId: params.stageId ?? fantasyStage,
    playerId: f.fantasy.players[0]!.id,
    teamId: f.teamIds.userA,
    champId: path.startsWith('/v1/predictors/') ? f.predictor.generalChampId : f.leagueOfA.id,
    hash: f.leagueOfA.hash,
    matchId: MISSING,
    slug: 'no-such-page',
    game: 'predictor',
  });
  if (route === 'POST /v1/admin/h2h/:id/start/') params.id = f.h2hToStart;
  if (route === 'GET /v1/admin/matches/:id/result/' || route === 'GET /v1/admin/matches/:id/centre/')
    params.id = f.fantasy.matchIds.get(2)![0]!;
  params.eventId = MISSING;
  const url = path.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
  const logins = { ...f.logins, anonymous: f.logins.userA } as Record<Actor, string>;

  switch (route) {
    case 'POST /v1/users/registration/':
      return { url, payload: validRegistration(registrations++) };
    case 'POST /v1/users/login/':
      return {
        url,
        payload: { login: logins[actor], password: actor === 'anonymous' ? 'wrong-password' : 'password1' },
      };
    case 'POST /v1/users/me/':
      return { url, payload: { login: logins[actor], email: `${logins[actor]}@example.test` } };
    case 'POST /v1/users/password-recovery/':
      return { url, payload: { login: logins[actor] } };
    case 'GET /v1/users/oauthwinline/':
      return { url: `${url}?source=predictor` };
    case 'POST /v1/partner/sandbox/bets/':
      return { url, payload: { action: 'placed', partner_id: 'partner-a', amount: '1000', odds: '1.5' } };
    case 'GET /v1/users/oauthwinline/callback/':
      return { url: `${url}?state=forged-state&code=forged-code` };
    case 'POST /v1/stages/:stageId/my-squad/':
      return { url, payload: { scheme: '4-4-2', squad: own === 'userA' ? f.squadOfA : f.squadOfB } };
    case 'GET /v1/stages/:stageId/random-squad/':
      return { url: `${url}?scheme=4-4-2` };
    case 'POST /v1/fantasy/team-name/':
      return { url, payload: { name: `Новое имя ${actor}` } };
    case 'POST /v1/champs/create/':
      return { url, payload: { name: `Лига ${actor}` } };
    case 'PUT /v1/notifications/settings/':
      return { url, payload: { settings: [{ kind: 'results', email: false, site: true }] } };
    case 'GET /v1/unsubscribe/':
    case 'POST /v1/unsubscribe/':
      return { url: `${url}?token=${f.logins.userA.length}.results.${'x'.repeat(43)}` };
    case 'POST /v1/predictors/:id/leagues/':
      return { url, payload: { name: `Прогнозы ${actor}` } };
    case 'POST /v1/champs/:champId/invite-accept/':
      return { url, payload: { hash: f.leagueOfA.hash } };
    case 'POST /v1/predictors/:leagueId/stages/:stageId/predictions/':
      return { url, payload: own === 'userA' ? f.predictionsOfA : f.predictionsOfB };
  }
  return method === 'GET' || method === 'DELETE' ? { url } : { url, payload: {} };
}

describe('authorization matrix: every route × anonymous, A, B, blocked, admin', () => {
  let f: Owned;

  beforeAll(async () => {
    f = await seedOwned();
  }, 120_000);
  afterAll(() => f.t.close());

  it('has exactly one row for every route the app serves', () => {
    const served = f.t.app.routeList
      // Hidden API routes too (the no-slash aliases of the scoring actions); not static files or the docs.
      .filter(
        (r) =>
          r.method !== 'HEAD' && (!r.hidden || (r.url.startsWith('/v1/') && !r.url.startsWith('/v1/docs'))),
      )
      .map((r) => `${r.method} ${r.url}`);
    const rows = MATRIX.map(([route]) => route);
    expect(new Set(rows).size, 'a route has two rows').toBe(rows.length);
    expect([...rows].sort()).toEqual([...new Set(served)].sort());
  });

  it("never shows A's open predictions or open squad to anybody else, admin included", async () => {
    const stage = f.predictor.stages[0]!;
    const predictions = predictionsUrl(f.predictor.leagueId, stage.id);
    const read = async (actor: Actor, url: string) =>
      f.t.app.inject({ url, headers: await f.headers(actor) });
    const own = await read('userA', predictions);
    const mine = own
      .json()
      .data.predictions.find((p: { event: { id: number } }) => p.event.id === stage.matchEvents[0]!.id);
    expect(mine.prediction.result).toMatchObject({ home_team_score: 3, guest_team_score: 1 });
    expect(own.json().data.x2_status).not.toBe('not_set');
    for (const actor of ['anonymous', 'userB', 'blocked', 'admin'] as const) {
      const res = await read(actor, predictions);
      expect(res.statusCode, actor).toBe(200);
      const results = res
        .json()
        .data.predictions.map((p: { prediction: { result: unknown } }) => p.prediction.result);
      expect(results, actor).toEqual(results.map(() => null));
    }

    const openStage = f.fantasy.stages[1]!.id;
    const squadOfA = `/v1/stages/${openStage}/squad/${f.teamIds.userA}/`;
    expect((await read('userA', squadOfA)).statusCode).toBe(200);
    const idsOfA = f.squadOfA.map((i) => i.player_id).sort((x, y) => x - y);
    for (const actor of ['anonymous', 'userB', 'blocked', 'admin'] as const) {
      const res = await read(actor, squadOfA);
      expect(res.statusCode, actor).toBe(403);
      expect(res.json().data, actor).toBeUndefined();
    }
    // B's own squad screen shows B's squad, never A's.
    const ofB = (await read('userB', mySquadUrl(openStage))).json().data.squad as {
      player: { id: number };
    }[];
    expect(ofB.map((e) => e.player.id).sort((x, y) => x - y)).toEqual(
      f.squadOfB.map((i) => i.player_id).sort((x, y) => x - y),
    );
    expect(ofB.map((e) => e.player.id).sort((x, y) => x - y)).not.toEqual(idsOfA);
  });

  /** One auth key per caller for the whole table. */
  const keys = {} as Record<Actor, Record<string, string>>;
  beforeAll(async () => {
    for (const actor of ACTORS) keys[actor] = await f.headers(actor);
  });

  for (const [route, ...expected] of MATRIX) {
    it(route, async () => {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'DELETE';
      const write = method !== 'GET';
      const got: number[] = [...expected];
      const problems: string[] = [];
      // Logout revokes the key it is called with: that row signs everybody in afresh first.
      const headersOf = { ...keys };
      if (route === 'POST /v1/users/logout/') for (const a of ACTORS) headersOf[a] = await f.headers(a);
      // Refused writes are checked in runs: one checksum before a run of refusals, one after it.
      let base: string | null = null;
      let pending: Actor[] = [];
      const verifyPending = async () => {
        if (pending.length > 0 && base !== (await databaseChecksum(f.t.db)))
          problems.push(`${pending.join(', ')}: refused, but the database changed`);
        pending = [];
        base = null;
      };
      for (const actor of RUN_ORDER) {
        const column = ACTORS.indexOf(actor);
        const allowed = expected[column]! < 400;
        const req = requestFor(route, f, actor);
        if (write && allowed) await verifyPending();
        if (write && !allowed) base ??= await databaseChecksum(f.t.db);
        // An allowed write of somebody else must still leave A's things alone.
        const beforeA = write && allowed && actor !== 'userA' ? await snapshotOfA(f.t.db, f.ids.userA) : null;
        const res = await f.t.app.inject({
          method,
          url: req.url,
          headers: { ...headersOf[actor], ...req.headers },
          ...(req.payload === undefined ? {} : { payload: req.payload }),
        });
        got[column] = res.statusCode;
        if (write && !allowed) pending.push(actor);
        if (res.statusCode >= 500) problems.push(`${actor}: server error ${res.body.slice(0, 200)}`);
        // The sandbox plays the partner: its pages and OAuth errors are the partner's, not our envelope.
        const ours = !route.includes('/v1/partner/sandbox/');
        if (res.statusCode >= 400 && ours && res.headers['content-type']?.toString().includes('json')) {
          const body = res.json() as { success?: boolean; message?: string };
          if (body.success !== false || !/[а-яё]/i.test(body.message ?? ''))
            problems.push(`${actor}: not a Russian error envelope: ${res.body.slice(0, 200)}`);
        }
        if (beforeA !== null && !TOUCHES_A[route]?.includes(actor)) {
          if (beforeA !== (await snapshotOfA(f.t.db, f.ids.userA)))
            problems.push(`${actor}: changed what A owns`);
        }
        if (res.statusCode !== expected[column])
          problems.push(`${actor}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      await verifyPending();
      expect({ statuses: got, problems }).toEqual({ statuses: expected, problems: [] });
    });
  }
});
