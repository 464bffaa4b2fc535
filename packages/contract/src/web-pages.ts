/**
 * Every page path of the web app, in React Router's syntax (`:name` one segment), without the
 * trailing slash its links carry. The API answers these with the app and status 200, any other
 * page path with the app's 404 page and status 404; a web test keeps the list equal to the routes.
 */
export const WEB_PAGE_PATHS = [
  '/',
  '/champs/history',
  '/champs/:id',
  '/matches/:id',
  '/players',
  '/players/:id',
  '/teams',
  '/teams/:id',
  '/tickets',
  '/videos',
  '/mliga/pages/agreement',
  '/mliga/pages/confidential',
  '/invite/:hash',
  '/game/predictor',
  '/game/predictor/:id/stage/:stageId',
  '/game/predictor/:id/stage/:stageId/debrief',
  '/game/predictor/:id/rating/:champId',
  '/game/predictor/prizes',
  '/game/predictor/rules',
  '/game/predictor/leagues',
  '/game/predictor/leagues/:champId/stage/:stageId',
  '/game/predictor/invite/:hash',
  '/game/predictor/users/login',
  '/game/predictor/users/registration',
  '/game/predictor/users/password-recovery',
  '/game/predictor/users/profile',
  '/game/fantasy',
  '/game/fantasy/:id/my-team/stages/:stageId',
  '/game/fantasy/:id/my-team/stages/:stageId/debrief',
  '/game/fantasy/rating',
  '/game/fantasy/:id/rating/:champId',
  '/game/fantasy/my-leagues',
  '/game/fantasy/invite/:hash',
  '/game/fantasy/h2h',
  '/game/fantasy/h2h/:id',
  '/game/fantasy/stat',
  '/game/fantasy/rules',
  '/game/fantasy/users/login',
  '/game/fantasy/users/registration',
  '/game/fantasy/users/password-recovery',
  '/game/fantasy/users/profile',
  '/notifications',
  '/notifications/settings',
  '/unsubscribe',
] as const;

const pattern = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  );
const PATTERNS = WEB_PAGE_PATHS.map(pattern);

/** Whether a path (no query) is one of the web app's pages; `//`-style empty segments never are. */
export function isWebPage(path: string): boolean {
  return path === '/' || PATTERNS.some((re) => re.test(path));
}
