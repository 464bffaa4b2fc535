/** Accounts on the web: sign-in, registration, recovery and the profile screens. */
export { authRoutes } from './routes.tsx';
