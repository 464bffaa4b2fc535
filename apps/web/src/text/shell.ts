import { plural } from '@mliga/domain';
import { WORDS } from './plural.ts';

export const BRAND = {
  name: 'МЛига',
  fullName: 'МЛига — любительская медиалига',
  tagline: 'Любительская медиалига',
} as const;

export const NAV = {
  label: 'Основная навигация',
  season: 'Сезон',
  predictor: 'Прогнозы',
  fantasy: 'Фэнтези',
  players: 'Игроки',
  teams: 'Команды',
  tickets: 'Билеты',
  videos: 'Видео',
  shop: 'Магазин',
  history: 'История',
  home: 'МЛига — на главную',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  mobileMenu: 'Меню сайта',
  skipToContent: 'Перейти к содержимому',
  // The account door of the header (issue 20 §2); the hidden words complete the link's name.
  login: 'Войти',
  loginHidden: 'в аккаунт',
  profile: 'Профиль',
  profileName: (login: string) => `Профиль: ${login}`,
} as const;

/** The badge holds at most two digits and a plus (docs/decisions/079). */
export const BELL_BADGE_CAP = 99;

/** The header's bell (issue 24 §2); the notification centre's own words are in notifications.ts. */
export const BELL = {
  /** The accessible name: 'Уведомления', or with the count, 'Уведомления: 3 новых'. */
  label: (unread: number) => (unread > 0 ? `Уведомления: ${plural(unread, WORDS.newOne)}` : 'Уведомления'),
  badge: (unread: number) => (unread > BELL_BADGE_CAP ? `${BELL_BADGE_CAP}+` : String(unread)),
} as const;

export const FOOTER = {
  label: 'Подвал сайта',
  docs: 'Документы',
  agreement: 'Пользовательское соглашение',
  privacy: 'Политика конфиденциальности',
  social: 'Мы в соцсетях',
  contacts: 'Контакты',
  president: 'Президент лиги',
  referees: 'Судейский корпус',
  advertising: 'Реклама и партнёрство',
  copyright: (year: number) => `© ${year} ${BRAND.name}. Все права защищены.`,
  disclaimer: 'Игры на сайте бесплатны. Прогнозы с партнёром — только для лиц старше 18 лет.',
  networks: {
    vk: 'ВКонтакте',
    telegram: 'Telegram',
    youtube: 'YouTube',
    rutube: 'RUTUBE',
  },
} as const;

export const COOKIES = {
  label: 'Использование cookie',
  text: 'Мы используем файлы cookie, чтобы сайт работал корректно и был удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с',
  policyLink: 'политикой конфиденциальности',
  accept: 'Принять',
} as const;
