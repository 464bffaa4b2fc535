export const PREDICTOR = {
  title: 'Прогнозы',
  lead: 'Угадывайте счёт матчей тура, отвечайте на вопросы и поднимайтесь в рейтинге.',
  tabsLabel: 'Разделы игры «Прогнозы»',
  tabs: {
    predictions: 'Прогнозы',
    rating: 'Рейтинг',
    partnerRating: 'Рейтинг партнёра',
    leagues: 'Лиги',
    prizes: 'Призы',
    rules: 'Правила',
    profile: 'Профиль',
    login: 'Вход',
  },
  stageTitle: 'Прогноз на тур',
  ratingTitle: 'Рейтинг',
  partnerRatingTitle: 'Рейтинг партнёра',
  prizesTitle: 'Призы',
  rulesTitle: 'Правила',
  makePrediction: 'Сделать прогноз',
  factsTitle: 'Правила в цифрах',
  facts: [
    { value: '5', label: 'очков за точный счёт' },
    { value: '3', label: 'за исход и разницу мячей' },
    { value: '2', label: 'за угаданный исход' },
    { value: '×2', label: 'удвоение очков одного прогноза за тур — с аккаунтом партнёра' },
  ],
} as const;

export const FANTASY = {
  title: 'Фэнтези',
  lead: 'Соберите команду из 15 реальных игроков лиги, назначьте капитана и набирайте очки каждый тур.',
  tabsLabel: 'Разделы игры «Фэнтези»',
  tabs: {
    myTeam: 'Мой состав',
    rating: 'Рейтинг',
    myLeagues: 'Мои лиги',
    h2h: 'H2H',
    stat: 'Статистика',
    rules: 'Правила',
    profile: 'Профиль',
    login: 'Вход',
  },
  myTeamTitle: 'Мой состав',
  ratingTitle: 'Рейтинг',
  statTitle: 'Статистика',
  rulesTitle: 'Правила',
} as const;

export const TOUR = {
  current: 'Текущий тур',
  label: { current: 'Текущий тур', future: 'Ближайший тур', past: 'Последний тур' },
  statusCurrent: 'Идёт',
  statusFuture: 'Скоро',
  statusPast: 'Завершён',
  clubLimit: (n: number) => `Не более ${n} из одного клуба`,
  substitutions: (n: number) => `Замен в туре: ${n}`,
} as const;

/** A rating's live column while a tour is played (issue 22 §3–4), in both games. */
export const LIVE_STANDING = {
  header: (stage: string) => `${stage}, live`,
  live: 'live',
  note: (stage: string) =>
    `Идёт ${stage}: в столбце «live» — очки тура и места на сейчас, предварительно, до расчёта тура.`,
  place: (place: number) => `${place} место`,
  movement: (n: number) => (n > 0 ? `выше на ${n}` : n < 0 ? `ниже на ${-n}` : 'на том же месте'),
} as const;
