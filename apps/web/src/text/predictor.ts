import { plural } from '@mliga/domain';
import { WORDS } from './plural.ts';

/** '60 минут', '2 часа', '1 час 30 минут': whole hours read as hours. */
function closingOffset(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, WORDS.minute);
  return rest === 0
    ? plural(hours, WORDS.hour)
    : `${plural(hours, WORDS.hour)} ${plural(rest, WORDS.minute)}`;
}

/** The predictor's screens (spec 1 §2, §4, §8, §9). Tab names and the shell's lead live in games.ts. */
export const STAGE = {
  slider: {
    label: 'Туры',
    prev: 'Предыдущие туры',
    next: 'Следующие туры',
    from: (date: string) => `с ${date}`,
    finished: 'Завершён',
    current: 'текущий',
  },
  dates: (start: string, stop: string) => `${start} — ${stop}`,
  status: { current: 'Идёт приём прогнозов', future: 'Скоро', past: 'Завершён', closed: 'Приём закрыт' },
  header: {
    player: 'Участник',
    partnerLinked: (id: string) => `Аккаунт партнёра привязан · ID ${id}`,
    partnerMissing: 'Аккаунт партнёра не привязан',
    partnerLink: 'Привязать аккаунт',
    partnerChange: 'Сменить аккаунт',
  },
  summary: {
    title: 'Ваши очки',
    total: 'Всего очков',
    lastTour: 'За последний тур',
    place: 'Место в общем рейтинге',
    partnerPlace: 'Место в рейтинге партнёра',
    bestPlace: (place: number) => `лучшее — ${place}`,
    noPlace: '—',
  },
  visitor: {
    title: 'Войдите, чтобы делать прогнозы',
    text: 'Прогнозы, очки и место в рейтинге доступны зарегистрированным участникам. Участие бесплатное.',
    login: 'Войти',
    register: 'Зарегистрироваться',
  },
  listTitle: 'Прогноз на тур',
  /** The league's closing offset (minutes before the tour's first match). */
  closingRule: (minutes: number) =>
    minutes === 0
      ? 'Прогнозы принимаются до закрытия: до начала первого матча тура.'
      : `Прогнозы принимаются до закрытия: за ${closingOffset(minutes)} до первого матча тура.`,
  closedNote: 'Приём прогнозов на этот тур закрыт. Ниже — результаты и ваши очки.',
  /** Issue 23 §1: after the closed note, for a member of a private league. */
  leaguesLink: 'Прогнозы участников лиг',
  empty: 'В данный момент нет вариантов для прогнозов',
  match: {
    group: (home: string, guest: string) => `Матч «${home}» — «${guest}»`,
    when: (date: string, time: string) => `${date}, ${time} МСК`,
    result: 'Итог матча',
    notPlayed: 'Матч ещё не сыгран',
  },
  stepper: {
    label: (team: string) => `Голы «${team}»`,
    decrease: (team: string) => `Меньше голов «${team}»`,
    increase: (team: string) => `Больше голов «${team}»`,
    unset: 'не указан',
    empty: '–',
  },
  question: {
    points: (n: string) => `${n} за верный ответ`,
    numericPlaceholder: 'Ваш ответ...',
    correct: 'Верный ответ',
    noCorrect: 'Ответ ещё не известен',
  },
  closed: {
    yourPrediction: 'Ваш прогноз',
    noPrediction: 'Прогноза нет',
    points: 'Очки',
    pointsPending: 'Очки появятся после подсчёта тура',
    provisional: 'предварительно',
    live: (minute: number) => `Идёт · ${minute}′`,
    halfTime: 'Перерыв',
    noPoints: 'Прогноза не было — 0 очков',
    noPointsVisitor: '—',
    crowd: 'Прогнозы участников',
    noCrowd: 'Прогнозов на это событие не было',
    outcomes: {
      home: 'П1',
      draw: 'X',
      away: 'П2',
      label: 'Исходы в прогнозах: победа хозяев, ничья, победа гостей',
    },
    topScores: 'Самые частые счета',
    spread: (median: string, low: string, high: string) =>
      `Медиана ответов: ${median}, половина ответов — от ${low} до ${high}`,
  },
  x2: {
    toggle: 'X2',
    toggleLabel: 'Удвоить очки этого прогноза (X2)',
    on: 'Очки ×2',
    unavailable: 'Недоступно',
    link: 'Привязать аккаунт',
    confirmed: 'X2 засчитан',
    notCounted: 'X2 не засчитан',
    notCountedHint: 'Условия X2 не выполнены: нет подходящей ставки у партнёра',
    waiting: 'X2 — ожидаем ставку',
    statusLabel: 'Удвоение X2',
    status: {
      not_available: 'Недоступно — привяжите аккаунт партнёра',
      not_set: 'Не использовано в этом туре',
      waiting: 'Ожидаем ставку',
      completed: 'Подтверждено ставкой',
      not_counted: 'Не засчитано — условия не выполнены',
    },
    hint: 'X2 удваивает очки одного прогноза тура, если его подтверждает ставка у партнёра: от 1000 ₽, коэффициент от 1,3, не фрибет, сделана во время тура (с первого по последний матч) после сохранения прогноза.',
  },
  random: 'Случайный прогноз',
  save: 'Сохранить',
  saving: 'Сохраняем...',
  savedTitle: 'Прогноз принят',
  savedText: 'Результаты появятся после завершения матчей тура.',
  unsaved: 'Есть несохранённые изменения',
} as const;

export const RATING = {
  bannerGeneral: {
    text: 'Все участники игры. Места — по сумме очков, при равенстве выше тот, у кого меньше прогнозов, затем тот, кто сделал последний прогноз раньше.',
  },
  bannerPartner: {
    text: 'Только участники с привязанным аккаунтом партнёра. Здесь разыгрываются призы каждого тура.',
  },
  place: 'Место',
  placeShort: '№',
  user: 'Участник',
  total: 'Очки',
  partnerFlag: 'Аккаунт партнёра привязан',
  you: 'Вы',
  yourRow: 'Ваше место',
  sortBy: (column: string) => `Сортировать по столбцу «${column}»`,
  empty: 'В данный момент нет результатов рейтинговой таблицы',
  noValue: '–',
  members: (text: string) => `В рейтинге ${text}`,
  /** Issue 23 §3: the arrow beside the place, named for screen readers. */
  movement: {
    header: 'Изменение места',
    label: (n: number) =>
      n > 0
        ? `Поднялся на ${plural(n, WORDS.place)}`
        : n < 0
          ? `Опустился на ${plural(-n, WORDS.place)}`
          : 'Место не изменилось',
  },
  /** Issue 23 §3: points per tour played, a late joiner's pace. */
  pace: { header: 'За тур', title: 'Очки в среднем за сыгранный тур' },
  /** Issue 23 §3: who won the tours (marks beside the name, the roll below the table). */
  winners: {
    latest: 'Победитель последнего тура',
    wins: (n: number) => (n === 1 ? '1 победа в туре' : `${plural(n, WORDS.win)} в турах`),
    title: 'Победители туров',
    empty: 'Победители появятся после первого рассчитанного тура',
    points: (n: number) => plural(n, WORDS.point),
    showAll: (tours: number) => `Показать все (${plural(tours, WORDS.tour)})`,
    showFewer: 'Свернуть',
  },
  /** Issue 23 §3 «Месяц»: one month's table instead of the season's. */
  month: {
    label: 'Месяц',
    season: 'Весь сезон',
    caption: (name: string) => `Таблица месяца: ${name}`,
  },
  /** Issue 23 §1: a private league's rating, named by the league; its members only. */
  league: {
    title: 'Рейтинг лиги',
    banner: 'Частная лига: места по очкам прогнозов среди её участников, за весь сезон и по турам.',
    membersOnlyUser:
      'Вы не состоите в этой лиге. Чтобы вступить, попросите у её участника ссылку-приглашение.',
    membersOnlyVisitor: 'Если вы участник этой лиги, войдите.',
    login: 'Войти',
    myLeagues: 'Мои лиги',
  },
} as const;

export const PAGINATION = {
  label: 'Страницы',
  prev: 'Предыдущая страница',
  next: 'Следующая страница',
  page: (n: number) => `Страница ${n}`,
  ellipsis: 'Пропущенные страницы',
} as const;

export const PRIZES = {
  lead: 'Призы разыгрываются в каждом туре и по итогам всего турнира. Места с 1 по 10 получают гаджеты и игровые приставки.',
  tourTitle: 'Призы тура',
  seasonTitle: 'Призы турнира',
  images: {
    tourMain: {
      src: '/prizes/tour-main.svg',
      alt: 'Призы тура в общем рейтинге: 1 место — беспроводные наушники, 2 место — умная колонка, 3 место — фитнес-браслет.',
    },
    tourPartner: {
      src: '/prizes/tour-partner.svg',
      alt: 'Призы тура в рейтинге партнёра: 1 место — смартфон, 2 место — беспроводные наушники, 3 место — умные часы.',
    },
    seasonMain: {
      src: '/prizes/season-main.svg',
      alt: 'Призы турнира в общем рейтинге: 1 место — игровая приставка, 2 место — смартфон, 3 место — планшет, 4 и 5 места — умные часы, с 6 по 10 место — беспроводные наушники.',
    },
    seasonPartner: {
      src: '/prizes/season-partner.svg',
      alt: 'Призы турнира в рейтинге партнёра: 1 место — игровая приставка и телевизор, 2 место — ноутбук, 3 место — смартфон, 4 и 5 места — планшет, с 6 по 10 место — умные часы.',
    },
  },
  note: 'Призы рейтинга партнёра получают участники с привязанным аккаунтом партнёра. Итоги подводятся по правилам игры.',
} as const;

export const RULES = {
  lead: 'Угадывайте счёт матчей тура и отвечайте на вопросы. Чем точнее прогноз — тем больше очков.',
  sections: [
    {
      title: 'Как играть',
      items: [
        'В каждом туре нужно предсказать счёт всех матчей и ответить на вопросы тура.',
        'Прогнозы принимаются до закрытия тура — перед его первым матчем; время закрытия указано на странице тура. После этого изменить их нельзя.',
        'Прогноз можно менять сколько угодно раз до закрытия — засчитывается последний сохранённый.',
        'Учитывается только основное время матча: дополнительное время и серия пенальти не считаются.',
      ],
    },
    {
      title: 'Очки за матч',
      items: [
        '5 очков — точный счёт (например, прогноз 2:1 при итоге 2:1).',
        '3 очка — угаданы исход и разница мячей (прогноз 2:1 при итоге 3:2; ничья при ничьей с другим счётом).',
        '2 очка — угадан только исход: победа хозяев, ничья или победа гостей (прогноз 1:0 при итоге 3:1).',
        '0 очков — исход не угадан.',
      ],
    },
    {
      title: 'Вопросы тура',
      items: [
        'За верный ответ на вопрос тура начисляются очки, указанные в вопросе.',
        'Бонусное событие — победитель турнира: верный прогноз, сделанный до начала плей-офф, приносит 20 очков.',
      ],
    },
    {
      title: 'Удвоение X2',
      items: [
        'X2 удваивает очки одного прогноза тура. В туре можно использовать только один X2.',
        'X2 доступен участникам с привязанным аккаунтом партнёра.',
        'X2 засчитывается, если подтверждён ставкой у партнёра: сумма от 1000 ₽, коэффициент от 1,3, не фрибет, ставка не выкуплена и не возвращена.',
        'Ставка должна быть сделана во время тура, в котором используется X2, после сохранения прогноза с X2 и не позже последнего матча тура.',
        'Без подходящей ставки очки прогноза с X2 не удваиваются.',
      ],
    },
    {
      title: 'Рейтинг',
      items: [
        'Места определяются по сумме очков.',
        'При равенстве очков выше тот, кто сделал меньше прогнозов, а затем тот, чей последний прогноз сделан раньше.',
        'В рейтинге партнёра участвуют только игроки с привязанным аккаунтом партнёра; в нём разыгрываются призы каждого тура.',
      ],
    },
  ],
} as const;
