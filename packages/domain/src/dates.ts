/** Dates are stored in UTC and shown in Moscow time, as the league lives there. */
export const LEAGUE_TIME_ZONE = 'Europe/Moscow';

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: LEAGUE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const timeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: LEAGUE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd.mm.yyyy in Moscow time. */
export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

/** HH:mm in Moscow time. */
export function formatTime(date: Date): string {
  return timeFormat.format(date);
}

/** dd.mm.yyyy HH:mm in Moscow time. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${formatTime(date)}`;
}
