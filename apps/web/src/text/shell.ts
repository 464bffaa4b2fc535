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
