import { Type, type Static } from 'typebox';
import { Nullable, Ok } from './envelope.ts';

/**
 * Issue 23 §3 «Топ-3 + вы + соседи»: for the signed-in user, each rating they are in (either game's
 * general rating, the partner rating, their leagues) as its top three, their own row and the two
 * rows above and below it, in rating order without repeats (a jump in `place` is a gap to show).
 */
export const StandingRow = Type.Object({
  place: Type.Integer(),
  /** A login (predictor) or a team name (fantasy). */
  name: Type.String(),
  points: Type.Integer(),
  movement: Nullable(Type.Integer()),
  is_me: Type.Boolean(),
});
export type StandingRow = Static<typeof StandingRow>;

export const Standing = Type.Object({
  champ: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    type: Type.Union([Type.Literal('general'), Type.Literal('partner'), Type.Literal('user')]),
  }),
  members_count: Type.Integer(),
  rows: Type.Array(StandingRow),
});
export type Standing = Static<typeof Standing>;

/** GET /v1/predictors/{id}/standings/ and GET /v1/leagues/{leagueId}/standings/ (fantasy). */
export const MyStandings = Type.Object({ standings: Type.Array(Standing) });
export type MyStandings = Static<typeof MyStandings>;
export const MyStandingsResponse = Ok(MyStandings);

/** How many rows above and below the user's own a standing shows, and how many from the top. */
export const STANDING_TOP = 3;
export const STANDING_NEIGHBOURS = 2;
