import { describe, expect, it } from 'vitest';
import {
  matchItem,
  numericQuestion,
  openStage,
  result,
  variantQuestion,
} from '../../../test/predictor-fixtures.ts';
import {
  chooseX2,
  draftFromItems,
  effectiveX2Status,
  parseNumericAnswer,
  randomDraft,
  randomInt,
  toPayload,
  updateItem,
  x2StatusAfterSave,
  x2UsedOnClosedItem,
} from './draft.ts';

/** A seeded source of numbers in [0, 1) (mulberry32), so that a failure can be replayed. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('X2 placement (spec 1 §4–§5)', () => {
  const items = openStage().predictions;
  const draft = draftFromItems(items);

  it('choosing X2 on an item puts it there and clears it everywhere else', () => {
    const first = chooseX2(draft, 41, true);
    expect(first.openPartnerLink).toBe(false);
    expect(first.draft[41]?.isX2).toBe(true);
    const second = chooseX2(first.draft, 47, true).draft;
    expect(second[47]?.isX2).toBe(true);
    expect(Object.values(second).filter((d) => d.isX2)).toHaveLength(1);
  });

  it('choosing it again on the same item removes it', () => {
    const on = chooseX2(draft, 42, true).draft;
    const off = chooseX2(on, 42, true).draft;
    expect(Object.values(off).some((d) => d.isX2)).toBe(false);
  });

  it('without a linked partner account nothing changes and the link dialog is asked for', () => {
    const attempt = chooseX2(draft, 41, false);
    expect(attempt.openPartnerLink).toBe(true);
    expect(attempt.draft).toBe(draft);
  });

  it('is hidden on open items once a closed item used X2', () => {
    expect(x2UsedOnClosedItem(items)).toBe(false);
    const closedWithX2 = matchItem(30, 'А', 'Б', { closed: true, result: result({ is_x2: true }) });
    const closedWithout = matchItem(31, 'В', 'Г', { closed: true, result: result() });
    expect(x2UsedOnClosedItem([closedWithout, ...items])).toBe(false);
    expect(x2UsedOnClosedItem([closedWithX2, ...items])).toBe(true);
  });

  it('the status after a save: waiting with X2 unless completed; not_set without; linking makes not_set', () => {
    const withX2 = chooseX2(draft, 41, true).draft;
    expect(x2StatusAfterSave('not_set', withX2, true)).toBe('waiting');
    expect(x2StatusAfterSave('waiting', withX2, true)).toBe('waiting');
    expect(x2StatusAfterSave('completed', withX2, true)).toBe('completed');
    expect(x2StatusAfterSave('waiting', draft, true)).toBe('not_set');
    expect(x2StatusAfterSave('not_available', withX2, false)).toBe('not_available');
    expect(effectiveX2Status('not_available', true)).toBe('not_set');
    expect(effectiveX2Status('waiting', true)).toBe('waiting');
    expect(effectiveX2Status('not_set', false)).toBe('not_available');
  });
});

describe('random prediction (spec 1 §5, §9)', () => {
  const items = openStage().predictions;

  it('draws integers inside the bounds, both ends included', () => {
    expect(randomInt(0, 5, () => 0)).toBe(0);
    expect(randomInt(0, 5, () => 0.999999)).toBe(5);
    expect(randomInt(0, 9, () => 1)).toBe(9);
  });

  it('gives match scores 0–5, a variant of the question, a numeric answer 0–9, for many draws', () => {
    const random = seeded(2026);
    const seen = { scores: new Set<number>(), variants: new Set<number>(), numbers: new Set<number>() };
    for (let i = 0; i < 500; i++) {
      const draft = randomDraft(items, draftFromItems(items), random);
      for (const id of [41, 42]) {
        for (const score of [draft[id]?.home, draft[id]?.guest]) {
          expect(Number.isInteger(score)).toBe(true);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(5);
          seen.scores.add(score!);
        }
      }
      const variant = draft[47]?.variantId;
      expect([31, 32, 33]).toContain(variant);
      seen.variants.add(variant!);
      const number = draft[48]?.variantValue;
      expect(Number.isInteger(number)).toBe(true);
      expect(number).toBeGreaterThanOrEqual(0);
      expect(number).toBeLessThanOrEqual(9);
      seen.numbers.add(number!);
    }
    expect(seen.scores.size).toBe(6);
    expect(seen.variants.size).toBe(3);
    expect(seen.numbers.size).toBe(10);
  });

  it('keeps X2 where it was and leaves closed items alone', () => {
    const closed = matchItem(30, 'А', 'Б', { closed: true, result: result() });
    const draft = chooseX2(draftFromItems(items), 42, true).draft;
    const next = randomDraft([closed, ...items], draft, seeded(1));
    expect(next[42]?.isX2).toBe(true);
    expect(next[30]).toBeUndefined();
  });
});

describe('the save payload', () => {
  it('lists every open item with its kind of answer and X2 as 0 or 1', () => {
    const items = [...openStage().predictions, matchItem(30, 'А', 'Б', { closed: true })];
    let draft = draftFromItems(items);
    draft = updateItem(draft, 47, { variantId: 32 });
    draft = updateItem(draft, 48, { variantValue: 4 });
    draft = chooseX2(draft, 41, true).draft;
    expect(toPayload(items, draft)).toEqual([
      {
        event_id: 41,
        home_team_score: 1,
        guest_team_score: 3,
        variant_id: null,
        variant_value: null,
        is_x2: 1,
      },
      {
        event_id: 42,
        home_team_score: null,
        guest_team_score: null,
        variant_id: null,
        variant_value: null,
        is_x2: 0,
      },
      {
        event_id: 47,
        home_team_score: null,
        guest_team_score: null,
        variant_id: 32,
        variant_value: null,
        is_x2: 0,
      },
      {
        event_id: 48,
        home_team_score: null,
        guest_team_score: null,
        variant_id: null,
        variant_value: 4,
        is_x2: 0,
      },
    ]);
  });

  it('reads the numeric answer as a non-negative integer', () => {
    expect(parseNumericAnswer('')).toBeNull();
    expect(parseNumericAnswer('7')).toBe(7);
    expect(parseNumericAnswer('2.9')).toBe(2);
    expect(parseNumericAnswer('-3')).toBe(0);
    expect(parseNumericAnswer('e')).toBeNull();
  });

  it('starts from the saved predictions of open items', () => {
    const items = [variantQuestion(47), numericQuestion(48), ...openStage().predictions.slice(0, 1)];
    const draft = draftFromItems(items);
    expect(draft[41]).toMatchObject({ home: 1, guest: 3, isX2: false });
    expect(draft[47]).toMatchObject({ variantId: null });
  });
});
