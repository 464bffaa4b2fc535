/** The predictor on the web: its routes. */
export { predictorRoutes } from './routes.tsx';
