import type { PredictionItem, PredictionResult, PredictorMatch, PredictorQuestion } from '@mliga/contract';
import {
  applyX2,
  formatDate,
  formatDateTime,
  formatTime,
  plural,
  questionValue,
  scoreMatchPrediction,
} from '@mliga/domain';
import {
  presentMatchOutcomes,
  presentMatchStats,
  presentNumberSpread,
  presentQuestionStats,
} from './crowd-stats.ts';
import type { PredictionRow, StageEventRow, VariantRow } from './predictions.queries.ts';

const pointsWords = ['очко', 'очка', 'очков'] as const;

const matchGradeTexts: Record<number, string> = {
  1: 'Точный счёт',
  2: 'Угадан исход и разница мячей',
  3: 'Угадан исход',
  4: 'Прогноз не угадан',
};
const questionGradeTexts: Record<number, string> = { 1: 'Верный ответ', 4: 'Неверный ответ' };

const pointsOf = (points: number, grade: number, texts: Record<number, string>, provisional: boolean) => ({
  value: points,
  text: plural(points, pointsWords),
  grade: { value: grade, text: texts[grade] ?? '' },
  provisional,
});

/**
 * Issue 22 §4: a match being played (or played, before the stage is scored) gives provisional
 * points from its score so far, by the scoring job's rule, X2 applied.
 */
function provisionalPoints(row: PredictionRow, event: StageEventRow): PredictionResult['points'] {
  const { match, live } = event;
  if (!match || match.homeScore === null || match.guestScore === null) return null;
  if (!match.isFinished && live?.status !== 'live' && live?.status !== 'half_time') return null;
  if (row.homeScore === null || row.guestScore === null) return null;
  const { points, grade } = scoreMatchPrediction({
    prediction: { home: row.homeScore, guest: row.guestScore },
    result: { home: match.homeScore, guest: match.guestScore },
  });
  return pointsOf(
    applyX2({ points, isX2: row.isX2, isX2Confirmed: row.isX2Confirmed }),
    grade,
    matchGradeTexts,
    true,
  );
}

export function presentResult(row: PredictionRow, isMatch: boolean, event?: StageEventRow): PredictionResult {
  const gradeTexts = isMatch ? matchGradeTexts : questionGradeTexts;
  return {
    home_team_score: row.homeScore,
    guest_team_score: row.guestScore,
    variant_id: row.variantId,
    variant_value: row.variantValue,
    points:
      row.points !== null && row.grade !== null
        ? pointsOf(row.points, row.grade, gradeTexts, false)
        : isMatch && event
          ? provisionalPoints(row, event)
          : null,
    is_x2: row.isX2,
    is_x2_confirmed: row.isX2Confirmed,
    date: formatDateTime(row.updatedAt),
  };
}

function presentMatch(row: StageEventRow, isClosed: boolean): PredictorMatch | null {
  const { match, home, guest, live } = row;
  if (!match || !home || !guest) return null;
  const date = formatDate(match.startsAt);
  return {
    id: match.id,
    team1: home,
    team2: guest,
    date: { short: date.slice(0, 5), full: date },
    time: formatTime(match.startsAt),
    score1: match.isFinished ? match.homeScore : null,
    score2: match.isFinished ? match.guestScore : null,
    live:
      !match.isFinished && (live?.status === 'live' || live?.status === 'half_time')
        ? {
            status: live.status,
            minute: live.minute,
            score1: match.homeScore ?? 0,
            score2: match.guestScore ?? 0,
          }
        : null,
    stats: isClosed ? presentMatchStats(row.event.crowdStats) : [],
    outcomes: isClosed ? presentMatchOutcomes(row.event.crowdStats) : null,
  };
}

function correctVariant(row: StageEventRow, variants: VariantRow[] | null) {
  const { correctVariantId, correctValue } = row.event;
  if (variants && correctVariantId !== null) {
    const variant = variants.find((v) => v.id === correctVariantId);
    return variant ? { id: variant.id, name: variant.name, image: variant.image } : null;
  }
  if (!variants && correctValue !== null) return { id: null, name: String(correctValue), image: null };
  return null;
}

function presentQuestion(
  row: StageEventRow,
  ownVariants: VariantRow[] | undefined,
  isClosed: boolean,
): PredictorQuestion {
  const { event } = row;
  const variants = ownVariants && ownVariants.length > 0 ? ownVariants : null;
  return {
    id: event.id,
    name: event.name ?? '',
    image: event.image,
    points: questionValue({ kind: event.kind as 'question' | 'winner', points: event.points ?? 0 }),
    variants: variants?.map((v) => ({ id: v.id, name: v.name, image: v.image })) ?? null,
    stats: isClosed ? presentQuestionStats(event.crowdStats, variants) : [],
    numbers: isClosed && !variants ? presentNumberSpread(event.crowdStats) : null,
    correct_variant: isClosed ? correctVariant(row, variants) : null,
  };
}

/** One item of the stage page: the event, and the user's own prediction (never anyone else's). */
export function presentPredictionItem(
  row: StageEventRow,
  variants: VariantRow[] | undefined,
  own: PredictionRow | undefined,
  isClosed: boolean,
): PredictionItem {
  const isMatch = row.event.kind === 'match';
  return {
    event: {
      id: row.event.id,
      datetime: formatDateTime(row.event.startsAt),
      match: isMatch ? presentMatch(row, isClosed) : null,
      question: isMatch ? null : presentQuestion(row, variants, isClosed),
    },
    prediction: { is_closed: isClosed, result: own ? presentResult(own, isMatch, row) : null },
  };
}
