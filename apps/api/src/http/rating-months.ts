import type { RatingMonth } from '@mliga/contract';
import { badRequest } from './errors.ts';

/** Issue 23 §3 «Месяц», in both games: the months of the scored tours, as the API names them. */

const NAMES = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;

export const monthMessages = { noTours: 'В этом месяце нет рассчитанных туров' } as const;

/** `YYYY-MM` of the month a tour starts in, Moscow time (UTC+3, as scoring's monthOfSql). */
export const monthKeyOf = (startAt: Date) =>
  new Date(startAt.getTime() + 3 * 3_600_000).toISOString().slice(0, 7);

const nameOf = (key: string) => `${NAMES[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;

/** The months of these scored tours, in tour order, each once. */
export function monthsOf(stages: { startAt: Date }[]): RatingMonth[] {
  const keys = [...new Set(stages.map((s) => monthKeyOf(s.startAt)))];
  return keys.map((id) => ({ id, name: nameOf(id) }));
}

/** The asked month among the rating's months (400 when it has no scored tour). */
export function checkedMonth(months: RatingMonth[], key: string): RatingMonth & { firstDay: string } {
  const month = months.find((m) => m.id === key);
  if (!month) throw badRequest(monthMessages.noTours, 'month');
  return { ...month, firstDay: `${key}-01` };
}
