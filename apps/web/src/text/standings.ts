import { plural, pluralForm } from '@mliga/domain';
import { WORDS } from './plural.ts';

/** «Топ-3 + вы + соседи» (issue 23 §3) on both games' landing pages. */
export const STANDINGS = {
  title: 'Ваше место',
  members: (n: number) => plural(n, WORDS.participant),
  you: 'Вы',
  /** The word after the points, for screen readers ('12 очков'). */
  pointsWord: (n: number) => pluralForm(n, WORDS.point),
  /** Said of anyone (a user or a team), so neither gender nor number. */
  movement: (n: number) =>
    n > 0
      ? `Вверх на ${plural(n, WORDS.place)}`
      : n < 0
        ? `Вниз на ${plural(-n, WORDS.place)}`
        : 'Без изменений',
} as const;
