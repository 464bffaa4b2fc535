import { LEAGUE_TIME_ZONE } from '@mliga/domain';

/**
 * Dates travel as ISO 8601 UTC strings; staff read and type them in Moscow time whatever their
 * computer's zone is. The offset comes from Intl for the very instant, so a rule change needs no code.
 */
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LEAGUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(date: Date): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of parts.formatToParts(date))
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out;
}

/** Minutes Moscow is ahead of UTC at `date`. */
function offsetMinutes(date: Date): number {
  const w = wallClock(date);
  const asUtc = Date.UTC(w.year!, w.month! - 1, w.day!, w.hour!, w.minute!, w.second!);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO UTC → the value of an `<input type="datetime-local">` in Moscow time (`YYYY-MM-DDTHH:mm`). */
export function toMoscowInput(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  const w = wallClock(date);
  return `${w.year}-${pad(w.month!)}-${pad(w.day!)}T${pad(w.hour!)}:${pad(w.minute!)}`;
}

/** `YYYY-MM-DDTHH:mm` typed in Moscow time → ISO UTC; an empty or broken value → null. */
export function fromMoscowInput(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const naive = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  // Two passes settle the offset around a change of the rule.
  let utc = naive - offsetMinutes(new Date(naive)) * 60_000;
  utc = naive - offsetMinutes(new Date(utc)) * 60_000;
  return new Date(utc).toISOString();
}

const display = new Intl.DateTimeFormat('ru-RU', {
  timeZone: LEAGUE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd.mm.yyyy, HH:mm in Moscow time; '' for no date. */
export function formatMoscow(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? '' : display.format(date).replace(',', '');
}
