/** What the league site's calls answer when something is not there. */
export const SEASON_MESSAGES = {
  seasonNotFound: 'Сезон не найден',
  tourNotFound: 'Тур не найден',
  teamNotFound: 'Команда не найдена',
  playerNotFound: 'Игрок не найден',
  matchNotFound: 'Матч не найден',
  pageNotFound: 'Страница не найдена',
} as const;
