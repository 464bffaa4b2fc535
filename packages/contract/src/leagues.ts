import { Type, type Static } from 'typebox';
import { IdName, Nullable, Ok } from './envelope.ts';

/** A tour of a game (predictor or fantasy) as both specs show it. Dates are Moscow time. */
export const Stage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Union([Type.Literal('future'), Type.Literal('current'), Type.Literal('past')]),
  /** dd.mm.yyyy */
  start_date: Type.String(),
  /** dd.mm.yyyy */
  stop_date: Type.String(),
  user_points: Nullable(Type.Integer()),
  league: IdName,
});
export type Stage = Static<typeof Stage>;

export const FantasyStage = Type.Object({
  ...Stage.properties,
  max_players_from_team_count: Type.Integer(),
  max_players_substitutions_count: Type.Integer(),
  /** The league's budget of a squad, in coins (100 unless the league sets another). */
  budget: Type.Number(),
  update_is_available: Type.Boolean(),
  /** dd.mm.yyyy HH:mm, Moscow time */
  update_closing_at: Type.String(),
});
export type FantasyStage = Static<typeof FantasyStage>;

export const ChampInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  place: Nullable(Type.Integer()),
  type: Type.String(),
});
export type ChampInfo = Static<typeof ChampInfo>;

/** GET /v1/leagues/active/ — all three are null before a season starts. */
export const ActiveLeague = Type.Object({
  league: Nullable(IdName),
  stage: Nullable(FantasyStage),
  champ: Nullable(ChampInfo),
});
export type ActiveLeague = Static<typeof ActiveLeague>;
export const ActiveLeagueResponse = Ok(ActiveLeague);
