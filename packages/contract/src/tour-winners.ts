import { Type, type Static } from 'typebox';
import { IdName, Ok } from './envelope.ts';

/**
 * Issue 23 §3: the season's roll of tour winners of one rating (either game): each scored tour,
 * the latest first, with the most tour points among the rating's participants and who made them
 * (ties share the win). A tour nobody scored in has no winner and is left out.
 */
export const TourWinnersRoll = Type.Object({
  tours: Type.Array(
    Type.Object({
      stage: IdName,
      points: Type.Integer(),
      /** Logins (predictor) or team names (fantasy). */
      winners: Type.Array(Type.String()),
    }),
  ),
});
export type TourWinnersRoll = Static<typeof TourWinnersRoll>;
export const TourWinnersRollResponse = Ok(TourWinnersRoll);

/** On every rating row: how many tours the participant won in this rating, and the latest one. */
export const TourWins = {
  /** «Победы в турах»: tours won in this rating (ties count for each). */
  tour_wins: Type.Integer(),
  /** Won the latest scored tour of this rating. */
  tour_winner: Type.Boolean(),
};

/** Issue 23 §3 «Месяц»: a rating query's month, `YYYY-MM` (the tours that started in it, Moscow time). */
export const MonthParam = Type.String({ pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$' });

/** A month that has scored tours: its key (`YYYY-MM`) and its Russian name («Май 2026»). */
export const RatingMonth = Type.Object({ id: Type.String(), name: Type.String() });
export type RatingMonth = Static<typeof RatingMonth>;
