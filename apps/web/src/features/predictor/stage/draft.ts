import type { PredictionInput, PredictionItem, X2Status } from '@mliga/contract';

/** What the user has entered for one open item; null means left empty. */
export interface ItemDraft {
  home: number | null;
  guest: number | null;
  variantId: number | null;
  variantValue: number | null;
  isX2: boolean;
}

/** The open items' drafts by event id. */
export type Draft = Readonly<Record<number, ItemDraft>>;

/** Spec 1 §9: random scores 0–5, a random numeric answer 0–9. */
export const RANDOM_SCORE_MAX = 5;
export const RANDOM_NUMBER_MAX = 9;

const EMPTY: ItemDraft = { home: null, guest: null, variantId: null, variantValue: null, isX2: false };

export const isOpen = (item: PredictionItem) => !item.prediction.is_closed;

export function draftFromItems(items: readonly PredictionItem[]): Draft {
  const draft: Record<number, ItemDraft> = {};
  for (const item of items) {
    if (!isOpen(item)) continue;
    const result = item.prediction.result;
    draft[item.event.id] = result
      ? {
          home: result.home_team_score,
          guest: result.guest_team_score,
          variantId: result.variant_id,
          variantValue: result.variant_value,
          isX2: result.is_x2,
        }
      : EMPTY;
  }
  return draft;
}

export const itemDraft = (draft: Draft, eventId: number): ItemDraft => draft[eventId] ?? EMPTY;

export function updateItem(draft: Draft, eventId: number, patch: Partial<ItemDraft>): Draft {
  return { ...draft, [eventId]: { ...itemDraft(draft, eventId), ...patch } };
}

/** Spec 1 §4: if any closed item already used X2, the X2 control is hidden on all open items. */
export function x2UsedOnClosedItem(items: readonly PredictionItem[]): boolean {
  return items.some((item) => !isOpen(item) && item.prediction.result?.is_x2 === true);
}

/**
 * Spec 1 §4–§5: one item carries X2 at a time. Choosing it on an item clears it on the
 * others; choosing it again on the same item removes it. Without a linked partner account
 * nothing changes and the link dialog opens instead.
 */
export function chooseX2(
  draft: Draft,
  eventId: number,
  linked: boolean,
): { draft: Draft; openPartnerLink: boolean } {
  if (!linked) return { draft, openPartnerLink: true };
  const wasOn = itemDraft(draft, eventId).isX2;
  const next: Record<number, ItemDraft> = {};
  for (const [id, item] of Object.entries(draft)) next[Number(id)] = { ...item, isX2: false };
  next[eventId] = { ...itemDraft(draft, eventId), isX2: !wasOn };
  return { draft: next, openPartnerLink: false };
}

/** An integer in [min, max] from a source of numbers in [0, 1). */
export function randomInt(min: number, max: number, random: () => number = Math.random): number {
  const r = Math.min(Math.max(random(), 0), 0.999_999_999);
  return min + Math.floor(r * (max - min + 1));
}

/**
 * Spec 1 §5: every open match gets random scores 0–5, a variant question a random variant,
 * a numeric question a random integer 0–9. X2 stays where it was.
 */
export function randomDraft(
  items: readonly PredictionItem[],
  draft: Draft,
  random: () => number = Math.random,
): Draft {
  let next = draft;
  for (const item of items) {
    if (!isOpen(item)) continue;
    const id = item.event.id;
    const { match, question } = item.event;
    if (match) {
      next = updateItem(next, id, {
        home: randomInt(0, RANDOM_SCORE_MAX, random),
        guest: randomInt(0, RANDOM_SCORE_MAX, random),
      });
    } else if (question?.variants && question.variants.length > 0) {
      const variant = question.variants[randomInt(0, question.variants.length - 1, random)];
      next = updateItem(next, id, { variantId: variant?.id ?? null });
    } else if (question) {
      next = updateItem(next, id, { variantValue: randomInt(0, RANDOM_NUMBER_MAX, random) });
    }
  }
  return next;
}

/** The numeric answer typed into the field: an integer from 0, or null when cleared or not a number. */
export function parseNumericAnswer(raw: string): number | null {
  if (raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value)) return null;
  return Math.max(0, Math.trunc(value));
}

/** The save call's list: every open item, empty ones as nulls (the save replaces the stage's predictions). */
export function toPayload(items: readonly PredictionItem[], draft: Draft): PredictionInput[] {
  return items.filter(isOpen).map((item) => {
    const d = itemDraft(draft, item.event.id);
    const isMatch = item.event.match !== null;
    const isVariant = !isMatch && Boolean(item.event.question?.variants?.length);
    return {
      event_id: item.event.id,
      home_team_score: isMatch ? d.home : null,
      guest_team_score: isMatch ? d.guest : null,
      variant_id: isVariant ? d.variantId : null,
      variant_value: !isMatch && !isVariant ? d.variantValue : null,
      is_x2: d.isX2 ? 1 : 0,
    };
  });
}

export const hasX2 = (draft: Draft) => Object.values(draft).some((d) => d.isX2);

/** After linking an account the status is not_set locally until the server says more (spec 1 §4). */
export function effectiveX2Status(status: X2Status, linked: boolean): X2Status {
  if (!linked) return 'not_available';
  return status === 'not_available' ? 'not_set' : status;
}

/**
 * Spec 1 §4: after a successful save with X2 chosen and a linked account, a status that
 * is not completed becomes waiting. A save without X2 leaves it unused.
 */
export function x2StatusAfterSave(previous: X2Status, draft: Draft, linked: boolean): X2Status {
  if (!linked) return 'not_available';
  if (!hasX2(draft)) return 'not_set';
  return previous === 'completed' ? 'completed' : 'waiting';
}

export function sameDraft(a: Draft, b: Draft): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].map(Number));
  for (const key of keys) {
    const x = itemDraft(a, key);
    const y = itemDraft(b, key);
    if (
      x.home !== y.home ||
      x.guest !== y.guest ||
      x.variantId !== y.variantId ||
      x.variantValue !== y.variantValue ||
      x.isX2 !== y.isX2
    )
      return false;
  }
  return true;
}
