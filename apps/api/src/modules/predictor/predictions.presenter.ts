import type { PredictionItem, PredictionResult, PredictorMatch, PredictorQuestion } from '@mliga/contract';
import { formatDate, formatDateTime, formatTime, plural, questionValue } from '@mliga/domain';
import { presentMatchStats, presentQuestionStats } from './crowd-stats.ts';
import type { PredictionRow, StageEventRow, VariantRow } from './predictions.queries.ts';

const pointsWords = ['очко', 'очка', 'очков'] as const;

const matchGradeTexts: Record<number, string> = {
  1: 'Точный счёт',
  2: 'Угадан исход и разница мячей',
  3: 'Угадан исход',
  4: 'Прогноз не угадан',
};
const questionGradeTexts: Record<number, string> = { 1: 'Верный ответ', 4: 'Неверный ответ' };

export function presentResult(row: PredictionRow, isMatch: boolean): PredictionResult {
  const gradeTexts = isMatch ? matchGradeTexts : questionGradeTexts;
  return {
    home_team_score: row.homeScore,
    guest_team_score: row.guestScore,
    variant_id: row.variantId,
    variant_value: row.variantValue,
    points:
      row.points === null || row.grade === null
        ? null
        : {
            value: row.points,
            text: plural(row.points, pointsWords),
            grade: { value: row.grade, text: gradeTexts[row.grade] ?? '' },
          },
    is_x2: row.isX2,
    is_x2_confirmed: row.isX2Confirmed,
    date: formatDateTime(row.updatedAt),
  };
}

function presentMatch(row: StageEventRow, isClosed: boolean): PredictorMatch | null {
  const { match, home, guest } = row;
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
    stats: isClosed ? presentMatchStats(row.event.crowdStats) : [],
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
    prediction: { is_closed: isClosed, result: own ? presentResult(own, isMatch) : null },
  };
}
