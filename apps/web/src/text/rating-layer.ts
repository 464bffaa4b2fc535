import { plural } from '@mliga/domain';
import { WORDS } from './plural.ts';

/** Issue 23 §3: what both games' ratings say alike — the pace, the tour winners, the month's table. */
export const RATING_LAYER = {
  /** Points per tour played, a late joiner's pace. */
  pace: { header: 'За тур', title: 'Очки в среднем за сыгранный тур' },
  /** Who won the tours (marks beside the name, the roll below the table). */
  winners: {
    latest: 'Победитель последнего тура',
    wins: (n: number) => (n === 1 ? '1 победа в туре' : `${plural(n, WORDS.win)} в турах`),
    title: 'Победители туров',
    empty: 'Победители появятся после первого рассчитанного тура',
    points: (n: number) => plural(n, WORDS.point),
    showAll: (tours: number) => `Показать все (${plural(tours, WORDS.tour)})`,
    showFewer: 'Свернуть',
  },
  /** «Месяц»: one month's table instead of the season's. */
  month: {
    label: 'Месяц',
    season: 'Весь сезон',
    caption: (name: string) => `Таблица месяца: ${name}`,
  },
} as const;
