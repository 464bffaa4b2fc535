/** Russian strings of the fantasy squad builder (spec 2 §2, §5, §8). */

/** 'одного', 'двух'… as in «продайте двух ПЗ» (accusative of people); figures from five. */
const countOf = (n: number) => ['одного', 'двух', 'трёх', 'четырёх'][n - 1] ?? String(n);

export const SQUAD = {
  title: 'Мой состав',
  /** Issue 22 §3: points of the squad's players changed after the tour was scored. */
  corrections: {
    title: 'Очки изменены',
    line: (player: string, from: number, to: number, date: string) =>
      `${player}: ${from} → ${to} (${date}, МСК)`,
  },
  tabs: { pitch: 'Мой состав', market: 'Трансферы' },
  tabsLabel: 'Разделы конструктора состава',
  stages: {
    label: 'Туры',
    prev: 'Предыдущие туры',
    next: 'Следующие туры',
    current: 'Текущий тур',
    from: (date: string) => `с ${date}`,
    finished: 'Завершён',
    points: (n: number) => `${n} очк.`,
  },
  header: {
    cost: 'Стоимость',
    balance: 'Баланс',
    points: 'Очки',
    provisional: 'предварительно',
    provisionalHint: 'Тур идёт: очки по ходу матчей, окончательные — после расчёта тура',
    place: 'Место',
    coins: (n: number) => `${n.toLocaleString('ru-RU')}`,
    none: '—',
    substitutions: (made: number, max: number) => `Замены: ${made} из ${max}`,
    deadline: (at: string) => `Изменить состав можно до ${at} (МСК)`,
    closed: 'Тур закрыт: состав только для просмотра',
  },
  formation: 'Схема',
  bench: 'Запас',
  emptySlot: 'Пусто',
  /** The empty slot's "+": it filters the market to the slot's position. */
  pickFor: (position: string) => `Подобрать ${position} на рынке`,
  /** Issue 20: what to do after a formation change leaves surplus players. */
  advice: {
    text: (formation: string, steps: string[]) => `Схема ${formation}: ${steps.join(', ')}`,
    sell: (count: number, position: string) => `продайте ${countOf(count)} ${position}`,
    buy: (count: number, position: string) => `купите ${countOf(count)} ${position}`,
    show: (position: string) => `Показать ${position}`,
  },
  lines: { 1: 'Вратарь', 2: 'Защита', 3: 'Полузащита', 4: 'Нападение' } as Record<number, string>,
  actions: {
    save: 'Сохранить состав',
    saving: 'Сохраняем…',
    random: 'Случайный состав',
    swap: 'Замена',
    swapCancel: 'Отменить замену',
    swapHint: 'Выберите игрока основы того же амплуа',
    captain: 'Сделать капитаном',
    remove: 'Убрать',
    add: 'Добавить',
  },
  captainMark: 'К',
  captainLabel: 'Капитан',
  substitutedMark: 'Заменён',
  cameOnMark: 'Вышел на замену',
  surplusMark: 'Лишний в схеме',
  noRival: 'Нет матча',
  rival: (name: string) => `vs ${name}`,
  pointsOf: (n: number | null) => (n === null ? '—' : String(n)),
  saved: 'Состав сохранён',
  matches: { title: 'Матчи тура', empty: 'В данный момент нет матчей в туре' },
  market: {
    caption: 'Игроки',
    position: 'Амплуа',
    allPositions: 'Все амплуа',
    team: 'Клуб',
    allTeams: 'Все клубы',
    name: 'Поиск по имени',
    priceFrom: 'Цена от',
    priceTo: 'Цена до',
    sort: 'Сортировка',
    sorts: {
      '-points': 'Очки',
      '-popularity_percent': 'Популярность',
      '-goals': 'Голы',
      '-assists': 'Передачи',
      '-performance': 'Эффективность',
      '-mysquad': 'Сначала мой состав',
    } as Record<string, string>,
    empty: 'По вашему запросу нет игроков',
    columns: { player: 'Игрок', team: 'Клуб', price: 'Цена', points: 'Очки', popularity: '%', action: '' },
    /** The column of a sort that has none of its own (goals, assists, performance). */
    sortColumns: { goals: 'Голы', assists: 'Пер.', performance: 'Эфф.' } as Record<string, string>,
    sortedMark: '↓',
    /** Why a player cannot be bought, shown in his row (the spec's own texts where it has them). */
    /** Above the list when the squad has its 15: no row can be bought. */
    full: 'В составе 15 игроков: чтобы купить игрока, сначала уберите другого',
    blocked: {
      positionFull: (position: string, formation: string) =>
        `Все места ${position} в схеме ${formation} заняты`,
      budget: (short: string) => `Не хватает баланса: ${short}`,
    },
    inSquad: 'В составе',
    statuses: {
      injury: 'травма',
      potential_injury: 'под вопросом',
      disqualified: 'дисквалификация',
    } as Record<string, string>,
  },
  pager: {
    label: 'Страницы игроков',
    prev: '‹ Назад',
    next: 'Вперёд ›',
    of: (page: number, count: number) => `${page} из ${count}`,
  },
  card: {
    title: 'Игрок',
    open: (fio: string) => `Статистика: ${fio}`,
    price: (price: string) => `Цена: ${price}`,
    rival: (stage: string, club: string) => `${stage}: соперник ${club}`,
    noRival: (stage: string) => `${stage}: команда пропускает тур`,
    stats: {
      points: 'Очки',
      goals: 'Голы',
      assists: 'Передачи',
      matches: 'Матчи',
      popularity_percent: 'Выбор, %',
      performance: 'Эффективность',
    },
    form: 'Форма (последние 5 матчей)',
    history: 'История матчей',
    graph: 'График по турам',
    metric: 'Показатель графика',
    noMatches: 'Нет сыгранных матчей',
    /** A line of a match's points: «Гол 47′, 80′ +10». */
    ledgerLine: (name: string, minutes: number[], points: number) =>
      [name, minutes.map((m) => `${m}′`).join(', '), `${points > 0 ? '+' : ''}${points}`]
        .filter(Boolean)
        .join(' '),
  },
  visitor: {
    title: 'Соберите свою команду',
    login: 'Войти',
    register: 'Регистрация',
  },
  teamName: {
    title: 'Придумайте название команды',
    label: 'Название команды',
    hint: 'От 3 до 20 символов',
    submit: 'Создать команду',
    tooShort: 'Название должно быть от 3 до 20 символов',
    sent: (name: string) => `Название «${name}» отправлено на модерацию. Собирать состав можно уже сейчас.`,
    rejected: 'Название не прошло модерацию, придумайте другое',
    /** The current name and its moderation state (issue 20 §1.5). */
    yourTeam: 'Ваша команда',
    states: ['на модерации', 'одобрено', 'отклонено — придумайте новое'] as const,
    renameLabel: 'Новое название команды',
    rename: 'Сменить название',
    busy: 'Отправляем...',
  },
  leave: {
    title: 'Несохранённые изменения',
    text: 'У вас есть несохранённые изменения. Перейти без сохранения?',
    go: 'Перейти',
    stay: 'Остаться',
  },
} as const;
