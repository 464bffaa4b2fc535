import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates.ts';

describe('Moscow dates', () => {
  it('shows a UTC instant in Moscow time (UTC+3)', () => {
    const instant = new Date('2026-11-21T22:30:00Z');
    expect(formatDate(instant)).toBe('22.11.2026');
    expect(formatTime(instant)).toBe('01:30');
    expect(formatDateTime(instant)).toBe('22.11.2026 01:30');
  });

  it('pads single-digit days, months and hours', () => {
    expect(formatDateTime(new Date('2027-03-04T05:06:00Z'))).toBe('04.03.2027 08:06');
  });
});
