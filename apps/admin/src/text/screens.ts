/** Russian text of the back office's own screens (react-admin's own strings are in messages.ts). */
import { plural } from '@mliga/domain';

const countFormat = new Intl.NumberFormat('ru-RU');

export const APP = {
  title: 'МЛига — панель управления',
  siteLink: 'Открыть сайт',
  importMenu: 'Импорт статистики (CSV)',
  leagueImportMenu: 'Импорт клубов, игроков, матчей',
  reportsMenu: 'Участие и рейтинги',
  notificationsMenu: 'Уведомления',
} as const;

export const LOGIN = {
  heading: 'Панель управления лиги',
  signedInAs: (login: string) =>
    `Вы вошли на сайт как «${login}»: нет доступа к панели управления. Войдите под учётной записью администратора.`,
} as const;

export const POSITIONS = [
  { id: 1, name: 'Вратарь' },
  { id: 2, name: 'Защитник' },
  { id: 3, name: 'Полузащитник' },
  { id: 4, name: 'Нападающий' },
] as const;

export const PLAYER_STATUSES = [
  { id: 'active', name: 'В строю' },
  { id: 'injury', name: 'Травма' },
  { id: 'potential_injury', name: 'Под вопросом' },
  { id: 'disqualified', name: 'Дисквалификация' },
] as const;

export const STAGE_STATUSES = [
  { id: 'future', name: 'Будущий' },
  { id: 'current', name: 'Текущий' },
  { id: 'past', name: 'Прошедший' },
] as const;

export const VIDEO_KINDS = [
  { id: 'review', name: 'Обзор' },
  { id: 'highlights', name: 'Лучшие моменты' },
  { id: 'interview', name: 'Интервью' },
] as const;

export const EVENT_KINDS = [
  { id: 'match', name: 'Матч' },
  { id: 'question', name: 'Вопрос' },
  { id: 'winner', name: 'Бонусный вопрос (победитель турнира)' },
] as const;

export const MODERATION_STATUSES = [
  { id: 0, name: 'На модерации' },
  { id: 1, name: 'Одобрено' },
  { id: 2, name: 'Отклонено' },
] as const;

export const H2H_STATUSES = [
  { id: 'recruiting', name: 'Набор участников' },
  { id: 'started', name: 'Идёт' },
  { id: 'finished', name: 'Завершён' },
] as const;

export const ROLES = [
  { id: 'user', name: 'Пользователь' },
  { id: 'admin', name: 'Администратор' },
] as const;

export const VALIDATION = {
  priceStep: 'Цена должна быть кратна 0,5',
  pricePositive: 'Цена должна быть больше нуля',
  sameTeams: 'Хозяева и гости должны быть разными командами',
  url: 'Ссылка должна начинаться с http:// или https://',
  date: 'Укажите дату и время',
  slug: 'Только строчные латинские буквы, цифры и дефис',
  variantsNeeded: 'Добавьте варианты ответа или выберите числовой ответ',
  budgetStep: 'Бюджет должен быть кратен 0,5',
} as const;

/** The game leagues' forms (issue 19). */
export const GAME_LEAGUE = {
  seasonHelp: 'Если не выбран — текущий сезон. У каждой игры одна лига на сезон',
  activeHelp: 'Активную лигу показывает сайт; у игры она одна — включение выключит прежнюю',
  closesHelp: 'За сколько минут до первого матча тура закрывается приём прогнозов',
  partnerHelp: 'Отдельный рейтинг игроков со связанным аккаунтом партнёра',
  budgetHelp: 'Монет на состав из 15 игроков, шаг 0,5',
  limitsHelp: 'Для новых туров, если в туре не указано своё значение',
  stageLimitsHelp: 'Если пусто — значение из лиги фэнтези',
  /** A league's line in the phone list. */
  line: (season: string, active: boolean, tours: number) =>
    `${season}${active ? ' · активная' : ''} · туров: ${tours}`,
} as const;

export const NEXT_SEASON = {
  button: 'Начать новый сезон',
  title: 'Новый сезон',
  lead:
    'Новый сезон станет текущим, у прогнозов и фэнтези появятся его лиги — сразу активные, с настройками нынешних ' +
    '(закрытие прогнозов, рейтинг партнёра, бюджет и лимиты). Прошлый сезон со всеми рейтингами, лигами и турнирами ' +
    'H2H останется на сайте в «Истории лиги». Пользователи сохранят аккаунты, привязку к партнёру и названия команд.',
  next:
    'Дальше: импортируйте календарь нового сезона и игроков с новыми ценами («Импорт клубов, игроков, матчей»), ' +
    'затем создайте туры обеих игр.',
  name: 'Название',
  nameHelp: 'Например, Сезон 2027',
  year: 'Годы',
  yearHelp: 'Например, 2027 или 2027/28',
  start: 'Начать сезон',
  cancel: 'Отмена',
  close: 'Закрыть',
} as const;

export const SCORING = {
  button: 'Рассчитать тур',
  title: 'Расчёт тура',
  done: 'Тур рассчитан. Расчёт можно запускать повторно после исправлений: очки заменяются, а не добавляются.',
  teams: 'Команд посчитано',
  teamsChanged: 'У скольких команд изменились очки',
  players: 'Строк статистики игроков',
  playersChanged: 'У скольких игроков изменились очки',
  avg: 'Средние очки тура',
  max: 'Лучший результат тура',
  users: 'Участников посчитано',
  predictions: 'Прогнозов с известным результатом / всего',
  time: 'Время расчёта',
  firstScoredAt: 'Впервые рассчитан',
  close: 'Закрыть',
  ms: (ms: number) => (ms < 1000 ? `${ms} мс` : `${(ms / 1000).toFixed(1).replace('.', ',')} с`),
} as const;

export const MODERATION = {
  approve: 'Одобрить',
  reject: 'Отклонить',
  approved: 'Название одобрено',
  rejected: 'Название отклонено: команде дано название по умолчанию',
  /** A name's line in the phone list: who named it, its state. */
  line: (login: string, status: string) => `${login} · ${status}`,
} as const;

export const H2H = {
  start: 'Начать турнир',
  started: 'Турнир начат',
  confirmTitle: 'Начать турнир?',
  confirmContent: 'Набор участников закончится и будет составлено расписание. Отменить это нельзя.',
} as const;

export const USERS = {
  block: 'Заблокировать',
  unblock: 'Разблокировать',
  blocked: 'Пользователь заблокирован: войти он не сможет, его сеансы завершены',
  unblocked: 'Пользователь разблокирован',
  makeAdmin: 'Сделать администратором',
  makeUser: 'Снять роль администратора',
  roleChanged: 'Роль изменена',
  partnerNone: 'Не привязан',
  partnerLinked: (id: string, at: string) => `ID ${id}${at ? `, привязан ${at}` : ''}`,
} as const;

export const AUDIT = {
  before: 'До',
  after: 'После',
  nothing: 'Нет данных',
} as const;

export const RESULT = {
  button: 'Результат',
  title: (home: string, guest: string) => `Результат: ${home} — ${guest}`,
  score: 'Счёт основного времени',
  stats: 'Статистика игроков',
  statsHint:
    'Все игроки обеих команд. У тех, кто не выходил на поле, оставьте нули: такие новые строки не сохраняются. После исправления пересчитайте тур.',
  save: 'Сохранить результат',
  saved: 'Результат сохранён',
  player: 'Игрок',
  position: 'Позиция',
  played: 'Играл',
  noPlayers: 'В команде нет игроков',
  back: 'К матчу',
  loading: 'Загрузка…',
  when: (tour: number, at: string) => `Тур ${tour}, ${at} (МСК)`,
  goals: (team: string) => `Голы: ${team}`,
  /** A statistics cell's name for screen readers: the player and the column. */
  cell: (player: string, column: string) => `${player}: ${column}`,
  /** A line of the local check's refusal: the player and the problem. */
  problem: (player: string, message: string) => `${player}: ${message}`,
  /** Short position names, field_position 1 to 4. */
  positions: ['ВР', 'ЗЩ', 'ПЗ', 'НП'],
} as const;

/** Column titles of the per-player statistics (the API's field names; ranges from the domain rules). */
export const STAT_LABELS = {
  minutes: 'Минуты',
  goals_scored: 'Голы',
  assists: 'Передачи',
  clean_sheets: 'Сухой матч',
  goals_conceded: 'Пропущено',
  own_goals: 'Автоголы',
  penalties_saved: 'Отбитые пенальти',
  penalties_missed: 'Незабитые пенальти',
  yellow_cards: 'Жёлтая',
  red_cards: 'Красная',
  saves: 'Сейвы',
  bonus: 'Бонус',
} as const;

export const IMPORT = {
  title: 'Импорт статистики игроков (CSV)',
  intro:
    'Первая строка — заголовок: match_id, player_id и столбцы статистики (minutes, goals_scored, assists, clean_sheets, goals_conceded, own_goals, penalties_saved, penalties_missed, yellow_cards, red_cards, saves, bonus). Сначала файл проверяется: вы увидите, что изменится, и номера строк с ошибками. Ничего не записывается, пока вы не подтвердите импорт.',
  file: 'Файл CSV',
  pick: 'Выбрать файл',
  text: 'или вставьте содержимое',
  check: 'Проверить',
  apply: 'Импортировать',
  applied: 'Статистика импортирована',
  errors: 'Ошибки в файле — ничего не записано',
  line: 'Строка',
  message: 'Ошибка',
  preview: 'Что изменится',
  rowsInFile: (n: number) => `${plural(n, ['строка', 'строки', 'строк'])} в файле`,
  nothing: 'Изменений нет',
  empty: 'Выберите файл или вставьте содержимое CSV',
} as const;

export const LEAGUE_IMPORT = {
  title: 'Импорт клубов, игроков и матчей (CSV)',
  intro:
    'Файл из Excel: UTF-8, разделитель «;» или «,», первая строка — заголовки (по-русски или по-английски, в любом порядке). Сначала файл проверяется: по каждой строке видно, добавится запись, изменится или останется как есть, а строки с ошибками названы по номерам. Ничего не записывается, пока вы не подтвердите импорт. Повторный импорт того же файла ничего не меняет.',
  kind: 'Что загружаем',
  kinds: [
    {
      id: 'clubs',
      name: 'Клубы',
      columns: 'Название; Сокращение; Город; Логотип (ссылка). Клуб узнаётся по названию.',
      sample: 'Название;Сокращение;Город\nСпартак;СПР;Москва\nЗенит;ЗЕН;Санкт-Петербург',
    },
    {
      id: 'players',
      name: 'Игроки',
      columns:
        'Имя; Фамилия; Позиция (Вратарь, Защитник, Полузащитник, Нападающий); Клуб; Цена (кратна 0,5); Статус (В строю, Травма, Под вопросом, Дисквалификация); Никнейм. Игрок узнаётся по имени, фамилии и клубу.',
      sample: 'Имя;Фамилия;Позиция;Клуб;Цена;Статус\nИван;Петров;Вратарь;Спартак;5,5;В строю',
    },
    {
      id: 'fixtures',
      name: 'Матчи',
      columns:
        'Тур; Начало (ДД.ММ.ГГГГ ЧЧ:ММ, московское время); Хозяева; Гости; Стадион. Матчи попадают в текущий сезон; матч узнаётся по туру и командам.',
      sample: 'Тур;Начало;Хозяева;Гости;Стадион\n1;05.09.2026 19:30;Спартак;Зенит;Лужники',
    },
  ],
  sample: 'Пример',
  applied: 'Данные импортированы',
  line: 'Строка',
  record: 'Запись',
  status: 'Что будет',
  outcome: 'Итог',
  summary: (added: number, changed: number, unchanged: number) =>
    `добавлено ${added}, изменено ${changed}, без изменений ${unchanged}`,
  statuses: { added: 'Добавится', changed: 'Изменится', unchanged: 'Без изменений' },
  done: { added: 'Добавлена', changed: 'Изменена', unchanged: 'Без изменений' },
} as const;

export const STAGE = {
  events: 'События тура',
  addEvent: 'Добавить событие',
  closesHint: 'Вычисляется: до первого матча тура — столько минут, сколько задано в лиге прогнозов',
  answer: 'Правильный ответ',
  saveAnswer: 'Сохранить ответ',
  answerSaved: 'Правильный ответ сохранён',
  numeric: 'Числовой ответ',
  withVariants: 'Варианты ответа',
  chooseVariant: 'Верный вариант',
  value: 'Верное число',
  saveFirst: 'Сохраните событие, чтобы указать правильный ответ',
} as const;

export const DASHBOARD = {
  title: 'Как провести тур',
  steps: [
    'Сезоны, команды, игроки и стадионы — справочники сезона: заполните их до старта.',
    'Матчи: создайте матчи тура (время — московское), укажите стадион, ссылки на билеты и трансляцию.',
    'Туры прогнозов и фэнтези: создайте тур, добавьте события прогнозов (матчи и вопросы); время закрытия считается само.',
    'После матчей: в матче нажмите «Результат» — счёт и статистика игроков в одной форме; или импортируйте CSV со статистикой.',
    'Ответьте на вопросы прогнозов (событие → «Правильный ответ»).',
    'В турах прогнозов и фэнтези нажмите «Рассчитать тур». Если результатов не хватает, вы увидите каких. Расчёт можно повторить после исправления.',
    'Модерация: названия команд, запрещённые слова. Все изменения видны в журнале.',
  ],
} as const;

/** The match centre (issue 22): a match entered event by event at the pitch side. */
export const CENTRE = {
  button: 'Матч-центр',
  title: (home: string, guest: string) => `Матч-центр: ${home} — ${guest}`,
  status: {
    scheduled: 'Не начат',
    live: 'Идёт',
    half_time: 'Перерыв',
    finished: 'Завершён',
  } as Record<string, string>,
  minuteNow: (minute: number) => `${minute}′`,
  start: 'Начать матч',
  halfTime: 'Перерыв',
  secondHalf: 'Второй тайм',
  finish: 'Завершить',
  reopen: 'Вернуть в игру',
  minute: 'Минута',
  lineup: 'Составы',
  lineupHint: 'Отметьте заявленных игроков и стартовый состав обеих команд, затем начните матч.',
  inLineup: 'В заявке',
  starter: 'В старте',
  saveLineup: 'Сохранить составы',
  home: 'Хозяева',
  guest: 'Гости',
  event: 'Событие',
  player: 'Игрок',
  assist: 'Передача (необязательно)',
  replacement: 'Вышел на замену',
  count: 'Сколько',
  none: '—',
  add: 'Добавить',
  undo: 'Отменить последнее',
  remove: 'Удалить',
  removeEvent: (what: string) => `Удалить: ${what}`,
  edit: 'Исправить',
  editEvent: (what: string) => `Исправить: ${what}`,
  save: 'Сохранить',
  cancel: 'Отмена',
  timeline: 'События матча',
  noEvents: 'Событий пока нет',
  kinds: {
    goal: 'Гол',
    penalty_goal: 'Гол с пенальти',
    own_goal: 'Автогол',
    yellow_card: 'Жёлтая',
    red_card: 'Красная',
    substitution: 'Замена',
    saves: 'Сейв',
    penalty_saved: 'Пенальти отбит',
    penalty_missed: 'Пенальти не забит',
    bonus: 'Бонус',
  },
  assisted: (name: string) => `передача: ${name}`,
  replacedBy: (name: string) => `вышел: ${name}`,
  times: (count: number) => `×${count}`,
  toResult: 'Результат и статистика',
} as const;

/** Participation and ratings (issue 23 §5): both games' active leagues per tour, and any rating as a CSV file. */
export const REPORTS = {
  title: 'Участие и рейтинги',
  intro:
    'Участники тура — пользователи, сохранившие прогноз (в прогнозах) или собственный состав (в фэнтези). ' +
    'Рейтинг скачивается целиком в CSV для Excel: место, участник, очки и очки каждого рассчитанного тура.',
  games: [
    { id: 'predictor', name: 'Прогнозы' },
    { id: 'fantasy', name: 'Фэнтези' },
  ],
  noLeague: 'Нет активной лиги',
  league: 'Лига',
  tours: 'Туры',
  noTours: 'В лиге пока нет туров',
  tour: 'Тур',
  status: 'Статус',
  participants: 'Участников',
  statuses: { future: 'будущий', current: 'текущий', past: 'завершён' } as Record<string, string>,
  ratings: 'Рейтинги сезона',
  noRatings: 'Рейтингов пока нет',
  rating: 'Рейтинг',
  ratingNumber: (id: number) => `№ ${id}`,
  download: 'Скачать CSV',
  downloadOf: (name: string) => `Скачать CSV: ${name}`,
  other: 'Другой рейтинг',
  otherIntro:
    'Частная лига прогнозов, пользовательская лига фэнтези или рейтинг прошлого сезона — по номеру. ' +
    'Номер — число в конце адреса страницы рейтинга на сайте (…/rating/123).',
  number: 'Номер рейтинга',
  badNumber: 'Укажите номер рейтинга — целое число больше нуля',
  /** Thousands apart by a space, as ru-RU writes them. */
  count: (n: number) => countFormat.format(n),
  /** The file's name when the server gave none. */
  fileName: (id: number) => `rating-${id}.csv`,
} as const;

/** Issue 24: the reminder times of each game and the letters the notifications send. */
export const NOTIFICATIONS = {
  tabs: 'Уведомления',
  remindersTab: 'Время напоминаний',
  lettersTab: 'Неотправленные письма',
  games: [
    { id: 'predictor', name: 'Прогнозы' },
    { id: 'fantasy', name: 'Фэнтези' },
  ],
  remindersIntro:
    'Напоминания о закрытии тура уходят тем, у кого чего-то не хватает (прогнозов, ответов, состава), ' +
    'в центр уведомлений и на почту. Новое время действует со следующей минуты.',
  isDefault: 'по умолчанию',
  ownTimes: 'своё время',
  timesOf: (game: string) => `${game}: время напоминаний`,
  edit: 'Изменить',
  editOf: (game: string) => `Изменить время напоминаний: ${game}`,
  hours: 'Часы',
  minutes: 'Минуты',
  rowLabel: (n: number) => `Напоминание ${n}`,
  add: 'Добавить время',
  remove: (n: number) => `Убрать напоминание ${n}`,
  save: 'Сохранить',
  cancel: 'Отмена',
  rules:
    'От 1 до 4 разных напоминаний, каждое не раньше чем за неделю и не позже чем за 10 минут до закрытия тура.',
  /** «за 24 ч», «за 1 ч 30 мин», «за 30 мин». */
  before: (total: number) => {
    const h = Math.floor(total / 60);
    const m = total % 60;
    return `за ${[h > 0 ? `${h} ч` : '', m > 0 ? `${m} мин` : ''].filter(Boolean).join(' ') || '0 мин'}`;
  },
  beforeClosing: (times: string) => `${times} до закрытия тура`,
  noTimes: 'Укажите хотя бы одно время напоминания',
  tooMany: 'Не больше 4 напоминаний на тур',
  wholeNumber: 'Часы и минуты — целые числа от 0',
  minutesRange: 'Минуты — от 0 до 59',
  outOfRange: 'Не раньше чем за неделю (168 ч) и не позже чем за 10 минут до закрытия',
  duplicate: (time: string) => `Время «${time}» уже указано`,
  lettersIntro:
    'Письмо, которое почтовый сервер не принял 5 раз подряд, больше не отправляется само. «Повторить» ставит его ' +
    'в очередь заново: оно уйдёт в течение минуты.',
  states: [
    { id: 'failed', name: 'Неотправленные' },
    { id: 'waiting', name: 'Ждут отправки' },
    { id: 'sent', name: 'Отправленные' },
  ],
  stateFilter: 'Какие письма показать',
  empty: {
    failed: 'Все письма отправлены',
    waiting: 'Писем в очереди нет',
    sent: 'Отправленных писем пока нет',
  } as Record<string, string>,
  total: (n: number, capped: boolean) => `Писем: ${capped ? 'больше ' : ''}${countFormat.format(n)}`,
  tableOf: (state: string) => `Письма: ${state}`,
  recipient: 'Кому',
  kind: 'Письмо',
  created: 'Создано',
  attempts: 'Попыток',
  error: 'Ошибка',
  failedAt: 'Отправка прекращена',
  sentAt: 'Отправлено',
  nextAttempt: 'Следующая попытка',
  retry: 'Повторить',
  retryOf: (login: string, kind: string) => `Повторить: ${kind} для ${login}`,
  page: 'Страницы писем',
} as const;
