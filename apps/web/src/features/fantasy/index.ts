/** Fantasy on the web: its routes, and the team name's status the profile shows. */
export { fantasyInviteAlias, fantasyRoutes } from './routes.tsx';
export { TeamNameStatus } from './squad/TeamNameForm.tsx';
