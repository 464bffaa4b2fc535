export * from './envelope.ts';
export * from './leagues.ts';
