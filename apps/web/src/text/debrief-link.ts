/**
 * The link to a tour's debrief (issue 23 §4), on the game pages. Kept apart from text/debrief.ts so
 * the game pages' first load carries these two strings, not the debrief's.
 */
export const DEBRIEF_LINK = {
  /** On a scored tour's own page. */
  link: 'Итоги тура',
  /** On a game's current tour, naming the scored tour it leads to. */
  linkOf: (stage: string) => `Итоги тура: ${stage}`,
} as const;
