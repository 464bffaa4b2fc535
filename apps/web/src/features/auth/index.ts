/** Accounts on the web: sign-in, registration, recovery, the profile; what the shell needs of them. */
export { withReturnUrl } from './return-url.ts';
export { authRoutes } from './routes.tsx';
export { accountPath, type Game } from './use-game.ts';
