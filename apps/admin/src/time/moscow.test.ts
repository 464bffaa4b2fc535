import { describe, expect, it } from 'vitest';
import { formatMoscow, fromMoscowInput, toMoscowInput } from './moscow.ts';

describe('Moscow time for date inputs', () => {
  it('shows a UTC instant as Moscow wall-clock time (UTC+3)', () => {
    expect(toMoscowInput('2026-05-01T15:00:00.000Z')).toBe('2026-05-01T18:00');
    expect(toMoscowInput('2026-12-31T22:30:00.000Z')).toBe('2027-01-01T01:30');
    expect(formatMoscow('2026-05-01T15:00:00.000Z')).toBe('01.05.2026 18:00');
  });

  it('reads a typed Moscow time back as the UTC instant', () => {
    expect(fromMoscowInput('2026-05-01T18:00')).toBe('2026-05-01T15:00:00.000Z');
    expect(fromMoscowInput('2027-01-01T01:30')).toBe('2026-12-31T22:30:00.000Z');
  });

  it('round-trips any instant of the year', () => {
    for (let day = 0; day < 365; day += 7) {
      const iso = new Date(Date.UTC(2026, 0, 1 + day, day % 24, (day * 7) % 60)).toISOString();
      expect(fromMoscowInput(toMoscowInput(iso))).toBe(iso);
    }
  });

  it('answers nothing for an empty or broken value', () => {
    expect(toMoscowInput(null)).toBe('');
    expect(toMoscowInput('nonsense')).toBe('');
    expect(fromMoscowInput('')).toBeNull();
    expect(fromMoscowInput('01.05.2026 18:00')).toBeNull();
    expect(formatMoscow(undefined)).toBe('');
  });
});
