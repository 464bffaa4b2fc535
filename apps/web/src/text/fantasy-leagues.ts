/** Russian strings of the fantasy user leagues, invites and H2H tournaments (spec 2 §2, §5, §8). */
import { plural } from '@mliga/domain';
import { WORDS } from './plural.ts';

export const LEAGUES = {
  title: 'Мои лиги',
  lead: 'Создайте свою лигу и позовите друзей по ссылке-приглашению: места в лиге считаются по очкам сезона.',
  empty: 'Нет лиг в которых вы принимаете участие',
  visitor: {
    title: 'Ваши лиги появятся здесь',
    text: 'Войдите или зарегистрируйтесь, чтобы создавать лиги и вступать в лиги друзей.',
    login: 'Войти',
    register: 'Регистрация',
  },
  noTeam: {
    title: 'Сначала придумайте название команды',
    text: 'Лиги сравнивают команды фэнтези: соберите свою, и здесь появятся ваши рейтинги.',
    action: 'Собрать команду',
  },
  create: {
    title: 'Создать лигу',
    label: 'Название лиги',
    hint: 'От 3 до 25 символов. Каждый пользователь может создать одну лигу.',
    placeholder: 'Например, Друзья по двору',
    submit: 'Создать',
    busy: 'Создаём…',
    alreadyCreated:
      'Вы уже создали лигу в этом сезоне — каждый пользователь может создать одну. Приглашайте друзей в неё кнопкой «Поделиться».',
  },
  list: 'Лиги, в которых вы играете',
  types: { general: 'Общий рейтинг', user: 'Лига', h2h: 'H2H турнир' } as Record<string, string>,
  place: (place: number | null) => (place === null ? 'Место: —' : `Место: ${place}`),
  members: (n: number) => plural(n, WORDS.team),
  team: (name: string) => `Ваша команда: ${name}`,
  owner: 'Вы создатель',
  actions: {
    share: 'Поделиться',
    details: 'Подробнее',
    delete: 'Удалить',
    leave: 'Покинуть',
  },
  actionLabel: (action: string, league: string) => `${action}: ${league}`,
  copied: 'Ссылка-приглашение скопирована',
  copyFailed: 'Не удалось скопировать ссылку, скопируйте её вручную',
  confirmDelete: {
    title: (name: string) => `Удалить лигу «${name}»?`,
    text: 'Лига исчезнет вместе с её рейтингом у всех участников.',
    confirm: 'Удалить',
  },
  confirmLeave: {
    title: (name: string) => `Покинуть лигу «${name}»?`,
    text: 'Вернуться можно будет по ссылке-приглашению.',
    confirm: 'Покинуть',
  },
  cancel: 'Отмена',
  /** League-creation errors stay 5 seconds (spec 2 §8). */
  errorToastMs: 5000,
} as const;

export const INVITE = {
  title: 'Приглашение в лигу',
  question: (name: string) => `Вступить в лигу «${name}»?`,
  members: (n: number) => `В лиге ${plural(n, WORDS.team)}`,
  join: 'Вступить',
  busy: 'Вступаем…',
  cancel: 'Не сейчас',
  already: 'Вы уже в этой лиге',
  toLeagues: 'К моим лигам',
} as const;

/** A private league's rating or a private H2H tournament opened by somebody outside it (the server's 403). */
export const MEMBERS_ONLY = {
  league: {
    visitor:
      'Если вы участник этой лиги, войдите. Чтобы вступить в неё, попросите у участника ссылку-приглашение.',
    user: 'Вы не состоите в этой лиге. Чтобы вступить, попросите у её участника ссылку-приглашение.',
    general: 'К общему рейтингу',
  },
  h2h: {
    visitor: 'Если вы участник этого турнира, войдите.',
    user: 'Вы не участвуете в этом закрытом турнире. Открытые турниры — в списке H2H.',
    list: 'Все H2H турниры',
  },
  login: 'Войти',
  register: 'Регистрация',
  myLeagues: 'К моим лигам',
} as const;

export const H2H = {
  title: 'H2H турниры',
  lead: 'Турниры один на один: каждый тур ваша команда встречается с соперником по очкам тура. Победа — 3 очка, ничья — 1.',
  empty: 'Нет активных H2H турниров',
  list: 'Турниры сезона',
  members: (current: number, total: number) => `Участники: ${current} из ${total}`,
  status: { recruiting: 'Идёт набор', started: 'Идёт турнир', finished: 'Завершён' } as Record<
    string,
    string
  >,
  private: 'Закрытый',
  mine: 'Вы участвуете',
  join: 'Участвовать',
  loginFirst: 'Для того, чтобы зарегистрироваться на H2H турнир, пройдите процедуру авторизации',
  leave: 'Покинуть',
  open: 'Открыть турнир',
  busy: 'Идёт запрос...',
  actionLabel: (action: string, name: string) => `${action}: ${name}`,
  confirmLeave: {
    title: (name: string) => `Покинуть турнир «${name}»?`,
    text: 'Место освободится для другой команды. После старта турнира покинуть его нельзя.',
    confirm: 'Покинуть',
  },
  cancel: 'Отмена',
  back: '← Все H2H турниры',
  startsWith: (stage: string) => `Начало: ${stage}`,
  table: {
    title: 'Таблица',
    caption: 'Турнирная таблица',
    place: 'Место',
    placeShort: '№',
    team: 'Команда',
    games: 'И',
    gamesLabel: 'Игры',
    wins: 'В',
    winsLabel: 'Победы',
    draws: 'Н',
    drawsLabel: 'Ничьи',
    loses: 'П',
    losesLabel: 'Поражения',
    score: 'Очки за/против',
    scoreShort: 'За:Пр',
    points: 'Очки',
    total: 'Всего очков',
    totalShort: 'Всего',
    empty: 'В данный момент нет участников',
    you: 'Вы',
  },
  tours: {
    title: 'Матчи',
    prev: 'Предыдущий тур',
    next: 'Следующий тур',
    noCalendar: 'В данный момент нет календаря матчей',
    noMatches: 'В данный момент нет матчей в туре',
    status: { past: 'Завершён', current: 'Идёт', future: 'Скоро' } as Record<string, string>,
  },
  average: 'Среднее тура',
  /** Issue 22 §3: a match whose tour is being played shows the sides' points so far. */
  liveNote: 'Тур идёт: счёт матчей предварительный, окончательный — после расчёта тура.',
  liveScore: (one: number, two: number | null) => `Счёт на сейчас ${one}:${two ?? '–'}, предварительно`,
  expand: (team1: string, team2: string) => `Составы: ${team1} — ${team2}`,
  result: { 1: 'Победа', 0: 'Ничья', [-1]: 'Поражение' } as Record<number, string>,
  formLabel: (team: string) => `Последние матчи: ${team}`,
  formItem: (result: string, points: number) => `${result}, ${plural(points, WORDS.point)}`,
  lineups: {
    unavailable: 'В данный момент составы недоступны',
    notStarted: 'Состав недоступен, тур не начался',
    startPoints: 'Очки основы',
    substitutePoints: 'Очки замен',
    /** The unspent-coins bonus: with the two lines above it makes the side's score. */
    bonusPoints: 'Бонус за остаток бюджета',
    noSquad: 'Команда не собрала состав на этот тур',
    averageNote: 'Соперника в этом туре нет: команда играет со средним результатом тура.',
  },
} as const;
