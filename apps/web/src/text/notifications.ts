/** Russian strings of the notification centre, its settings, the onboarding ask and the unsubscribe page (issue 24). */
import type { NotificationKind } from '@mliga/contract';
import { plural } from '@mliga/domain';
import { WORDS } from './plural.ts';

/** Each kind's name (the API's `kind_name` says the same) and what it brings. */
export const NOTIFICATION_KIND_TEXT: Record<NotificationKind, { name: string; text: string }> = {
  predictor_reminder: {
    name: 'Напоминания о прогнозах',
    text: 'Перед закрытием тура «Прогнозов»: какие матчи и вопросы остались без прогноза и не забыт ли X2.',
  },
  fantasy_reminder: {
    name: 'Напоминания о составе в фэнтези',
    text: 'Перед закрытием тура «Фэнтези»: не сохранён состав, в старте игроки, которые не сыграют, или капитан под вопросом.',
  },
  results: {
    name: 'Итоги туров',
    text: 'После расчёта тура: ваши очки, место и его изменение, победитель тура.',
  },
  league_join: {
    name: 'Новые участники ваших лиг',
    text: 'Когда в созданную вами лигу вступает новый участник.',
  },
  h2h_result: {
    name: 'Результаты H2H матчей',
    text: 'Счёт вашего матча в турнире H2H после тура.',
  },
  points_correction: {
    name: 'Исправления очков ваших игроков',
    text: 'Когда после расчёта тура очки игроков вашего состава исправлены.',
  },
  team_name: {
    name: 'Модерация названия команды',
    text: 'Когда название вашей команды в «Фэнтези» одобрено или заменено.',
  },
};

const visitor = {
  text: 'Войдите или зарегистрируйтесь, чтобы получать напоминания перед закрытием туров, итоги и новости ваших лиг.',
  login: 'Войти',
  register: 'Регистрация',
} as const;

export const NOTIFICATIONS = {
  title: 'Уведомления',
  lead: 'Напоминания перед закрытием туров, итоги туров и новости ваших лиг.',
  description:
    'Уведомления МЛиги: напоминания перед закрытием туров «Прогнозов» и «Фэнтези», итоги и новости лиг.',
  unread: (n: number) => (n > 0 ? `У вас ${plural(n, WORDS.unreadNotification)}` : 'Новых уведомлений нет'),
  readAll: 'Прочитать все',
  readAllBusy: 'Отмечаем…',
  settings: 'Настройки уведомлений',
  listLabel: 'Уведомления, новые первыми',
  unreadMark: 'Новое',
  more: 'Показать ещё',
  moreBusy: 'Загружаем…',
  empty: {
    title: 'Уведомлений пока нет',
    text: 'Здесь появятся напоминания перед закрытием тура о том, чего не хватает, итоги туров, новые участники ваших лиг и результаты H2H. Что и куда присылать, решите в настройках.',
  },
  visitor: { title: 'Уведомления видны после входа', ...visitor },
} as const;

export const NOTIFICATION_SETTINGS = {
  title: 'Настройки уведомлений',
  lead: 'Выберите, о чём и куда вам сообщать: письмом на почту и (или) уведомлением на сайте.',
  description:
    'Настройки уведомлений МЛиги: напоминания о турах, итоги и новости лиг — на почту или на сайт.',
  listLabel: 'Виды уведомлений',
  email: 'Почта',
  site: 'На сайте',
  siteOnly: 'Только на сайте',
  /** The accessible name of a switch: the kind and where it comes. */
  switchLabel: (kind: string, channel: string) => `${kind} — ${channel.toLowerCase()}`,
  save: 'Сохранить',
  saveBusy: 'Сохраняем…',
  toList: 'Все уведомления',
  onboarding: {
    title: 'Как вам сообщать о турах?',
    lead: 'Перед закрытием каждого тура мы напомним, чего не хватает: какие матчи и вопросы остались без прогноза, сохранён ли состав, нет ли в старте тех, кто не сыграет. После тура пришлём очки и место.',
    note: 'Сохраните, как удобно, или пропустите: тогда всё будет приходить и на почту, и на сайт. Изменить можно в любой момент в профиле.',
    skip: 'Пропустить',
  },
  visitor: { title: 'Настройки доступны после входа', ...visitor },
  /** The card on the profile screens. */
  profileCard: {
    title: 'Уведомления',
    text: 'Напоминания перед закрытием тура, итоги туров и новости ваших лиг — на почту или на сайт.',
    settings: 'Настройки уведомлений',
    list: 'Все уведомления',
  },
} as const;

export const UNSUBSCRIBE = {
  title: 'Отписка от писем',
  description: 'Отписка от писем МЛиги по ссылке из письма.',
  question: (kind: string, email: string) => `Отписаться от писем «${kind}» на ${email}?`,
  note: 'Уведомления этого вида на сайте останутся; их тоже можно выключить в настройках.',
  confirm: 'Отписаться',
  busy: 'Отписываем…',
  done: {
    title: (kind: string) => `Вы отписались от писем «${kind}»`,
    text: (email: string) =>
      `Эти письма больше не будут приходить на ${email}. Вернуть их можно в настройках уведомлений.`,
  },
  already: {
    title: (kind: string) => `Письма «${kind}» уже не приходят`,
    text: (email: string) =>
      `Вы уже отписались от них на ${email}. Вернуть их можно в настройках уведомлений.`,
  },
  invalidTitle: 'Ссылка не сработала',
  noToken: 'В ссылке нет кода отписки. Откройте ссылку из письма ещё раз.',
  toSettings: 'Настройки уведомлений',
  toHome: 'На главную',
} as const;
