export * from './dates.ts';
export * from './formations.ts';
export * from './plural.ts';
