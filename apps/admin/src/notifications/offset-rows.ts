import { REMINDER_OFFSET_RULES } from '@mliga/contract';
import { NOTIFICATIONS } from '../text/screens.ts';

/** One row of the reminder times' form: hours and minutes before the closing, as typed. */
export type OffsetRow = { key: number; hours: string; minutes: string };

let nextKey = 1;

/** A form row for a stored time (or an empty one). */
export function offsetRow(total?: number): OffsetRow {
  return total === undefined
    ? { key: nextKey++, hours: '', minutes: '' }
    : { key: nextKey++, hours: String(Math.floor(total / 60)), minutes: String(total % 60) };
}

const WHOLE = /^\d{1,6}$/;

/** A row's total minutes, or its problem. An empty field counts as 0; both empty is «no time». */
function minutesOf(row: OffsetRow): number | string {
  const hours = row.hours.trim();
  const minutes = row.minutes.trim();
  if (hours === '' && minutes === '') return NOTIFICATIONS.outOfRange;
  if ((hours !== '' && !WHOLE.test(hours)) || (minutes !== '' && !WHOLE.test(minutes)))
    return NOTIFICATIONS.wholeNumber;
  const m = minutes === '' ? 0 : Number(minutes);
  if (m > 59) return NOTIFICATIONS.minutesRange;
  const total = (hours === '' ? 0 : Number(hours)) * 60 + m;
  if (total < REMINDER_OFFSET_RULES.minMinutes || total > REMINDER_OFFSET_RULES.maxMinutes)
    return NOTIFICATIONS.outOfRange;
  return total;
}

export type OffsetCheck =
  { ok: true; offsets: number[] } | { ok: false; rows: (string | null)[]; form: string | null };

/**
 * The API's rules, checked before sending: 1 to 4 rows, each 10 minutes to a week, none twice.
 * Answers the minutes to send, largest first, or a message per broken row and for the form.
 */
export function checkOffsetRows(rows: OffsetRow[]): OffsetCheck {
  if (rows.length < REMINDER_OFFSET_RULES.minCount)
    return { ok: false, rows: [], form: NOTIFICATIONS.noTimes };
  const seen = new Set<number>();
  const problems = rows.map((row) => {
    const total = minutesOf(row);
    if (typeof total === 'string') return total;
    if (seen.has(total)) return NOTIFICATIONS.duplicate(NOTIFICATIONS.before(total));
    seen.add(total);
    return null;
  });
  const form = rows.length > REMINDER_OFFSET_RULES.maxCount ? NOTIFICATIONS.tooMany : null;
  if (form || problems.some(Boolean)) return { ok: false, rows: problems, form };
  return { ok: true, offsets: rows.map((r) => minutesOf(r) as number).sort((a, b) => b - a) };
}

/** «за 1 ч 30 мин» beside a row whose time is right; nothing while it is not. */
export function rowPreview(row: OffsetRow): string {
  const total = minutesOf(row);
  return typeof total === 'number' ? NOTIFICATIONS.before(total) : '';
}
