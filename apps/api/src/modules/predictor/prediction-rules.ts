import type { PredictionInput } from '@mliga/contract';
import type { FieldError } from '../../http/errors.ts';

/** An event of the stage as the save rules see it; variantIds null for a numeric question. */
export type SaveEvent = { id: number; kind: string; variantIds: Set<number> | null };

export type PredictionValues = {
  eventId: number;
  homeScore: number | null;
  guestScore: number | null;
  variantId: number | null;
  variantValue: number | null;
  isX2: boolean;
};

export const predictionMessages = {
  closed: 'Приём прогнозов на этот тур закрыт',
  foreignEvent: 'Событие не относится к этому туру',
  repeatedEvent: 'Событие указано в прогнозе несколько раз',
  bothScores: 'Укажите счёт обеих команд',
  foreignVariant: 'Такого варианта ответа нет у этого вопроса',
  x2OnEmpty: 'X2 можно поставить только на заполненный прогноз',
  oneX2: 'X2 можно использовать только на одном прогнозе тура',
  x2NeedsPartner: 'Для использования X2 привяжите аккаунт партнёра',
  saved: 'Прогноз принят',
} as const;

/** One item: its values, or null when left empty (an empty item removes an earlier prediction). */
function valuesOf(
  item: PredictionInput,
  event: SaveEvent,
  field: (name: string) => string,
  errors: FieldError[],
): PredictionValues | null {
  const values: PredictionValues = {
    eventId: event.id,
    homeScore: null,
    guestScore: null,
    variantId: null,
    variantValue: null,
    isX2: item.is_x2 === 1,
  };
  if (event.kind === 'match') {
    const home = item.home_team_score ?? null;
    const guest = item.guest_team_score ?? null;
    if ((home === null) !== (guest === null)) {
      errors.push({
        message: predictionMessages.bothScores,
        field: field(home === null ? 'home_team_score' : 'guest_team_score'),
      });
      return null;
    }
    values.homeScore = home;
    values.guestScore = guest;
  } else if (event.variantIds) {
    const variantId = item.variant_id ?? null;
    if (variantId !== null && !event.variantIds.has(variantId)) {
      errors.push({ message: predictionMessages.foreignVariant, field: field('variant_id') });
      return null;
    }
    values.variantId = variantId;
  } else {
    values.variantValue = item.variant_value ?? null;
  }
  const empty = values.homeScore === null && values.variantId === null && values.variantValue === null;
  if (empty && values.isX2) errors.push({ message: predictionMessages.x2OnEmpty, field: field('is_x2') });
  return empty ? null : values;
}

/**
 * Checks a saved list against the stage's events: every event belongs to the
 * stage and appears once, a match has both scores or none, a variant belongs
 * to its question. Score ranges and non-negative integers are the schema's part.
 */
export function checkPredictions(
  items: PredictionInput[],
  events: Map<number, SaveEvent>,
): { rows: PredictionValues[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const rows: PredictionValues[] = [];
  const seen = new Set<number>();
  items.forEach((item, i) => {
    const field = (name: string) => `predictions.${i}.${name}`;
    const event = events.get(item.event_id);
    if (!event) {
      errors.push({ message: predictionMessages.foreignEvent, field: field('event_id') });
      return;
    }
    if (seen.has(event.id)) {
      errors.push({ message: predictionMessages.repeatedEvent, field: field('event_id') });
      return;
    }
    seen.add(event.id);
    const values = valuesOf(item, event, field, errors);
    if (values) rows.push(values);
  });
  rows.sort((a, b) => a.eventId - b.eventId);
  return { rows, errors };
}
