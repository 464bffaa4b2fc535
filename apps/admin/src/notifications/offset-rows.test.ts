import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../text/screens.ts';
import { checkOffsetRows, offsetRow, type OffsetRow } from './offset-rows.ts';

const row = (hours: string, minutes = ''): OffsetRow => ({ ...offsetRow(), hours, minutes });

describe('reminder times in Russian', () => {
  it('writes minutes as hours and minutes before the closing', () => {
    expect([1440, 120, 30, 90, 10, 10080].map(NOTIFICATIONS.before)).toEqual([
      'за 24 ч',
      'за 2 ч',
      'за 30 мин',
      'за 1 ч 30 мин',
      'за 10 мин',
      'за 168 ч',
    ]);
  });

  it('a stored time becomes a row of hours and minutes', () => {
    expect(offsetRow(90)).toMatchObject({ hours: '1', minutes: '30' });
    expect(offsetRow(1440)).toMatchObject({ hours: '24', minutes: '0' });
  });
});

describe('the reminder times form', () => {
  it('answers the minutes largest first; an empty field is 0', () => {
    expect(checkOffsetRows([row('2'), row('', '30'), row('24', '0')])).toEqual({
      ok: true,
      offsets: [1440, 120, 30],
    });
  });

  it('tells each broken row: range, minutes over 59, not a whole number, twice the same time', () => {
    expect(
      checkOffsetRows([row('0', '5'), row('1', '75'), row('1.5'), row('2'), row('1', '60'), row('169')]),
    ).toEqual({
      ok: false,
      rows: [
        NOTIFICATIONS.outOfRange,
        NOTIFICATIONS.minutesRange,
        NOTIFICATIONS.wholeNumber,
        null,
        NOTIFICATIONS.minutesRange,
        NOTIFICATIONS.outOfRange,
      ],
      form: NOTIFICATIONS.tooMany,
    });
    expect(checkOffsetRows([row('2'), row('1', '60'), row('2', '00')])).toMatchObject({
      ok: false,
      rows: [null, NOTIFICATIONS.minutesRange, 'Время «за 2 ч» уже указано'],
    });
    expect(checkOffsetRows([row(''), row('-1')])).toMatchObject({
      rows: [NOTIFICATIONS.outOfRange, NOTIFICATIONS.wholeNumber],
      form: null,
    });
  });

  it('needs at least one time and at most four', () => {
    expect(checkOffsetRows([])).toEqual({
      ok: false,
      rows: [],
      form: 'Укажите хотя бы одно время напоминания',
    });
    expect(checkOffsetRows([row('1'), row('2'), row('3'), row('4'), row('5')])).toMatchObject({
      ok: false,
      form: 'Не больше 4 напоминаний на тур',
    });
    expect(checkOffsetRows([row('168'), row('', '10')])).toEqual({ ok: true, offsets: [10080, 10] });
  });
});
