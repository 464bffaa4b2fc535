export * from './envelope.ts';
export * from './leagues.ts';
export * from './users.ts';
export * from './predictor.ts';
export * from './admin.ts';
export * from './partner.ts';
export * from './fantasy.ts';
export * from './site.ts';
