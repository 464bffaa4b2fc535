export * from './accounts.ts';
export * from './season.ts';
export * from './predictor.ts';
export * from './fantasy.ts';
export * from './champs.ts';
export * from './admin.ts';
export * from './site.ts';
export * from './match-centre.ts';
