/** Scoring: the jobs that score a predictor or fantasy stage and rebuild the ratings; no routes. */
export { defaultScoringRulesSql } from './fantasy-scoring.sql.ts';
export { scoreFantasyStage } from './fantasy-scoring.ts';
export { scorePredictorStage } from './predictor-scoring.ts';
export { refreshLiveStandings, requestLiveStandings, settleLiveStandings } from './live-standings.ts';
