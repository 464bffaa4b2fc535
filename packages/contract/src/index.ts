export * from './envelope.ts';
export * from './leagues.ts';
export * from './users.ts';
