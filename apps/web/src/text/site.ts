import { plural } from '@mliga/domain';
import { WORDS } from './plural.ts';

export const HOME = {
  title: 'Главная',
  heroTitle: 'Футбол, который делают медиа',
  heroLead:
    'Команды блогеров и редакций, туры каждую неделю, а между матчами — две игры для болельщиков: прогнозы на счёт и фэнтези-футбол.',
  toPredictor: 'Сделать прогноз',
  toFantasy: 'Собрать состав',
  toSeason: 'Календарь сезона',
  gamesTitle: 'Играйте вместе с лигой',
  predictorCard:
    'Угадывайте счёт матчей и отвечайте на вопросы тура. Привяжите аккаунт партнёра — и X2 удвоит очки.',
  fantasyCard:
    'Бюджет 100 монет, 15 игроков, капитан с двойными очками. Частные лиги и H2H-турниры с друзьями.',
  play: 'Играть',
  sectionsTitle: 'Всё о лиге',
  shopLead: 'Форма, шарфы и мячи лиги',
  liveTitle: 'Сейчас идут',
} as const;

export const SITE_PAGES = {
  season: 'Сезон',
  seasonLead: 'Календарь, результаты и турнирная таблица чемпионата.',
  history: 'История лиги',
  historyLead: 'Чемпионы и таблицы прошлых сезонов.',
  players: 'Игроки',
  playersLead: 'Все игроки команд лиги: позиции, статистика, фото.',
  teams: 'Команды',
  teamsLead: 'Клубы сезона, их составы и результаты.',
  tickets: 'Билеты',
  ticketsLead: 'Расписание домашних матчей и покупка билетов.',
  videos: 'Видео',
  videosLead: 'Обзоры туров, голы и интервью.',
  agreement: 'Пользовательское соглашение',
  agreementLead: 'Условия использования сайта и игр лиги.',
  privacy: 'Политика конфиденциальности',
  privacyLead: 'Какие данные мы собираем и как их защищаем.',
  match: 'Матч',
} as const;

/** Search-engine descriptions of the site's pages (the <meta name="description"> of each). */
export const SITE_META = {
  season: (season: string) =>
    `${season}: турнирная таблица, календарь и результаты по турам, лучшие бомбардиры и ассистенты МЛиги.`,
  history: 'История МЛиги: чемпионы и итоговые таблицы прошлых сезонов любительской медиалиги.',
  teams: 'Команды МЛиги текущего сезона: эмблемы, города, составы и результаты.',
  team: (team: string, city: string | null) =>
    `${team}${city ? ` (${city})` : ''}: состав по позициям, место в таблице, последние результаты и ближайшие матчи в МЛиге.`,
  players: 'Игроки МЛиги: поиск по имени, фильтр по команде и позиции, голы, передачи и минуты в сезоне.',
  player: (name: string, team: string | null) =>
    `${name}${team ? `, «${team}»` : ''}: статистика в сезоне МЛиги — матчи, минуты, голы, передачи, карточки — и последние игры.`,
  tickets: 'Билеты на матчи МЛиги: ближайшие игры, даты, стадионы и ссылки на покупку.',
  videos: 'Видео МЛиги по турам: обзоры матчей, голы и интервью.',
  page: (title: string) => `${title} сайта МЛиги.`,
  match: 'Матч-центр МЛиги: счёт, ход матча и составы.',
} as const;

export const SEASON_PAGE = {
  eyebrow: (season: string, current: boolean) => (current ? `${season} · идёт сейчас` : season),
  tableTitle: 'Турнирная таблица',
  tableCaption: (season: string) => `Турнирная таблица: ${season}`,
  tieBreakTitle: 'Как считаются места',
  tieBreakRule:
    'Победа — 3 очка, ничья — 1, поражение — 0. При равенстве очков выше та команда, которая набрала больше очков в матчах между командами с одинаковым числом очков; затем сравнивается разница забитых и пропущенных мячей во всех матчах, затем — число забитых мячей.',
  fixturesTitle: 'Календарь и результаты',
  toursLabel: 'Туры сезона',
  tourLink: (tour: number) => `Тур ${tour}`,
  prevTour: 'Предыдущий тур',
  nextTour: 'Следующий тур',
  tourStatus: { past: 'сыгран', current: 'текущий', future: 'впереди' },
  tourDates: (start: string, stop: string) => (start === stop ? start : `${start} — ${stop}`),
  noTours: 'Календарь сезона пока не опубликован.',
  noMatches: 'В этом туре нет матчей.',
  scorersTitle: 'Бомбардиры',
  assistsTitle: 'Ассистенты',
  noScorers: 'Голов в сезоне пока не было.',
  noAssists: 'Голевых передач в сезоне пока не было.',
  goalsShort: 'Голы',
  assistsShort: 'Передачи',
  goalsUnit: ['гол', 'гола', 'голов'],
  assistsUnit: ['передача', 'передачи', 'передач'],
  seasonSwitch: 'Другие сезоны',
  toHistory: 'История лиги',
} as const;

export const TABLE_COLUMNS = {
  place: { short: '#', full: 'Место' },
  team: { short: 'Команда', full: 'Команда' },
  played: { short: 'И', full: 'Игры' },
  won: { short: 'В', full: 'Победы' },
  drawn: { short: 'Н', full: 'Ничьи' },
  lost: { short: 'П', full: 'Поражения' },
  goals: { short: 'Мячи', full: 'Забитые и пропущенные мячи' },
  difference: { short: '±', full: 'Разница мячей' },
  points: { short: 'О', full: 'Очки' },
  form: { short: 'Форма', full: 'Последние пять матчей' },
} as const;

export const FORM = {
  W: { short: 'В', full: 'Победа' },
  D: { short: 'Н', full: 'Ничья' },
  L: { short: 'П', full: 'Поражение' },
} as const;

export const MATCH = {
  vs: '—',
  notPlayed: 'Матч ещё не сыгран',
  score: (home: number, guest: number) => `${home}:${guest}`,
  scoreLabel: (home: string, guest: string, h: number, g: number) => `${home} ${h}:${g} ${guest}`,
  kickoff: (date: string, time: string) => `${date}, ${time}`,
  buyTicket: 'Купить билет',
  buyTicketFor: (home: string, guest: string) => `Купить билет на матч «${home}» — «${guest}»`,
  ticketsSoon: 'Продажа билетов скоро',
  venueUnknown: 'Стадион уточняется',
  videos: 'Видео',
  videoKinds: { review: 'Обзор', highlights: 'Голы', interview: 'Интервью' },
  tour: (tour: number) => `Тур ${tour}`,
  minute: (minute: number) => `${minute}′`,
  live: 'Идёт',
  halfTime: 'Перерыв',
  liveLabel: (minute: number) => `Идёт, ${minute}-я минута`,
  open: (home: string, guest: string) => `Матч-центр: «${home}» — «${guest}»`,
} as const;

export const MATCH_PAGE = {
  eyebrow: (tour: number, date: string, time: string) => `Тур ${tour} · ${date}, ${time}`,
  title: (home: string, guest: string) => `${home} — ${guest}`,
  meta: (home: string, guest: string, date: string) =>
    `«${home}» — «${guest}», ${date}: счёт, ход матча, голы, карточки, замены и составы в МЛиге.`,
  status: {
    scheduled: 'Матч не начался',
    live: (minute: number) => `Идёт · ${minute}′`,
    half_time: 'Перерыв',
    finished: 'Матч завершён',
  },
  following: 'Счёт и события обновляются сами',
  scoreLabel: (home: number, guest: number) => `Счёт ${home}:${guest}`,
  timelineTitle: 'Ход матча',
  timelineEmpty: 'Событий пока нет',
  timelineBefore: 'Матч ещё не начался: голы, карточки и замены появятся здесь во время игры.',
  timelineNone: 'Ход этого матча не вёлся: итог внесён после игры.',
  kinds: {
    goal: 'Гол',
    penaltyGoal: 'Гол с пенальти',
    ownGoal: 'Автогол',
    yellow_card: 'Жёлтая карточка',
    red_card: 'Красная карточка',
    substitution: 'Замена',
    penalty_saved: 'Отбитый пенальти',
    penalty_missed: 'Незабитый пенальти',
    saves: 'Сейвы',
    bonus: 'Бонус фэнтези',
  },
  assist: (name: string) => `пас: ${name}`,
  cameOn: (name: string) => `вышел: ${name}`,
  saves: (count: number) => `×${count}`,
  bonus: (count: number) => `+${count}`,
  playersTitle: 'Кто играл',
  playersEmpty: 'Составы появятся, когда матч начнётся.',
  starters: 'В старте',
  substitutes: 'Вышли на замену',
  played: 'Сыграли',
  minutes: (minutes: number) => `${minutes}′`,
  goals: (n: number) => (n > 1 ? `голы: ${n}` : 'гол'),
  assists: (n: number) => (n > 1 ? `передачи: ${n}` : 'передача'),
  ownGoals: 'автогол',
  toSeason: 'Календарь сезона',
} as const;

export const HISTORY_PAGE = {
  empty: 'Прошлых сезонов пока нет',
  emptyText: 'История начнётся, когда завершится первый сезон лиги.',
  champion: 'Чемпион',
  noChampion: 'Сезон не доигран — чемпиона нет',
  finalTable: 'Итоговая таблица',
  toSeason: 'Календарь сезона',
  points: (points: string) => points,
  games: 'Игры сезона',
  game: { predictor: 'Прогнозы', fantasy: 'Фэнтези' },
  winner: (n: number) => (n > 1 ? 'Победители' : 'Победитель'),
  noWinner: 'Туры не рассчитаны',
  winnerPoints: (points: number) => plural(points, WORDS.point),
  toRating: 'Рейтинг сезона',
} as const;

export const TEAMS_PAGE = {
  empty: 'Команды сезона пока не объявлены',
  listLabel: 'Команды сезона',
  eyebrow: 'Команда',
  squadTitle: 'Состав',
  squadEmpty: 'Состав команды пока не заявлен.',
  positionGroups: { 1: 'Вратари', 2: 'Защитники', 3: 'Полузащитники', 4: 'Нападающие' },
  standingTitle: 'В таблице',
  place: (place: number) => `${place} место`,
  standingFacts: {
    played: 'Игры',
    won: 'Победы',
    drawn: 'Ничьи',
    lost: 'Поражения',
    goals: 'Мячи',
    points: 'Очки',
  },
  notInSeason: 'Команда не играет в текущем сезоне.',
  resultsTitle: 'Последние результаты',
  noResults: 'Команда ещё не сыграла в этом сезоне.',
  nextTitle: 'Ближайшие матчи',
  noNext: 'Матчей впереди нет.',
  toTable: 'Вся таблица',
  allTeams: 'Все команды',
} as const;

export const STATUS = {
  active: 'В строю',
  injury: 'Травма',
  potential_injury: 'Под вопросом',
  disqualified: 'Дисквалификация',
} as const;

export const PLAYERS_PAGE = {
  filtersLabel: 'Поиск игроков',
  search: 'Имя или фамилия',
  searchPlaceholder: 'Например, Иванов',
  team: 'Команда',
  allTeams: 'Все команды',
  position: 'Позиция',
  allPositions: 'Все позиции',
  sort: 'Сортировка',
  sorts: {
    name: 'По фамилии',
    goals: 'По голам',
    assists: 'По передачам',
    minutes: 'По минутам',
    matches: 'По матчам',
  },
  reset: 'Сбросить',
  found: (n: string) => `Найдено: ${n}`,
  empty: 'Никого не нашли',
  emptyText: 'Измените запрос или сбросьте фильтры.',
  caption: 'Игроки лиги и их статистика в сезоне',
  sortBy: (header: string) => `Сортировать по столбцу «${header}»`,
  columns: {
    player: 'Игрок',
    team: 'Команда',
    position: 'Позиция',
    matches: 'Матчи',
    minutes: 'Минуты',
    goals: 'Голы',
    assists: 'Передачи',
    yellow: 'ЖК',
    red: 'КК',
  },
  columnsFull: {
    yellow: 'Жёлтые карточки',
    red: 'Красные карточки',
  },
  pagination: 'Страницы списка игроков',
} as const;

export const PLAYER_PAGE = {
  statsTitle: (season: string) => `Статистика: ${season}`,
  statsTitleNoSeason: 'Статистика сезона',
  stats: {
    matches: 'Матчи',
    minutes: 'Минуты',
    goals: 'Голы',
    assists: 'Передачи',
    yellow_cards: 'Жёлтые',
    red_cards: 'Красные',
  },
  matchesTitle: 'Последние матчи',
  noMatches: 'Игрок ещё не выходил на поле.',
  matchesCaption: 'Последние матчи игрока',
  columns: {
    date: 'Дата',
    match: 'Матч',
    minutes: 'Мин',
    goals: 'Г',
    assists: 'П',
    cards: 'Карточки',
  },
  noTeam: 'Без команды',
  allPlayers: 'Все игроки',
  yellow: 'Жёлтая карточка',
  red: 'Красная карточка',
} as const;

export const TICKETS_PAGE = {
  empty: 'Ближайших матчей нет',
  emptyText: 'Новое расписание появится здесь, как только лига его опубликует.',
  note: 'Билеты продают организаторы матчей: кнопка откроет их сайт в новой вкладке.',
} as const;

export const VIDEOS_PAGE = {
  empty: 'Видео пока нет',
  emptyText: 'Обзоры появляются здесь на следующий день после тура.',
  emptyTour: 'К матчам этого тура видео ещё нет.',
  toursLabel: 'Туры с видео',
  note: 'Видео открываются на сайте видеоплатформы лиги в новой вкладке.',
} as const;

export const TEXT_PAGE = {
  updated: (date: string) => `Редакция от ${date}`,
} as const;
