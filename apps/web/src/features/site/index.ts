/** The league site: its routes. */
export { siteRoutes } from './routes.tsx';
