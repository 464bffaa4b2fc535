/** Messages of the fantasy rating, squad, best-squad and statistics calls. */
export const ratingMessages = {
  noRating: 'Рейтинг не найден',
  /** A user league's rating and best team to anybody but its members and the admins (403). */
  membersOnly: 'Рейтинг лиги видят только её участники',
  monthByPlaceOnly: 'Таблицу месяца можно смотреть только по месту, без поиска и фильтров',
  unknownSortStage: 'Сортировка по неизвестному или ещё не сыгранному туру',
  noStage: 'Тур не найден',
  noTeam: 'Команда не найдена',
  /** spec 2 §8: another team's squad while squads of the stage may still change. */
  squadRecruiting: 'Состав недоступен, идёт набор',
  /** spec 2 §8: after the deadline, before the stage's first match. */
  squadNotStarted: 'Состав недоступен, тур не начался',
} as const;
