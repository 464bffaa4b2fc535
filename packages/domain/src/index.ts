export * from './dates.ts';
export * from './formations.ts';
export * from './plural.ts';
export * from './predictor-points.ts';
export * from './predictor-rating.ts';
