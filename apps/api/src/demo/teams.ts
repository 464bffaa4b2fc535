/** The twelve invented clubs of the demo league, with the colours their generated crests use. */
export type CrestShape = 'shield' | 'circle' | 'hexagon' | 'diamond';
export type CrestPattern = 'halves' | 'stripes' | 'band' | 'diagonal' | 'chevron' | 'plain';

export type DemoTeam = {
  id: number;
  name: string;
  shortName: string;
  city: string;
  initials: string;
  primary: string;
  secondary: string;
  shape: CrestShape;
  pattern: CrestPattern;
  /** 0.75–1.3: how good the club is; drives results and prices. */
  strength: number;
};

export const DEMO_TEAMS: readonly DemoTeam[] = [
  {
    id: 1,
    name: 'Северный Ветер',
    shortName: 'Ветер',
    city: 'Мурманск',
    initials: 'СВ',
    primary: '#1d5fbf',
    secondary: '#e8f1ff',
    shape: 'shield',
    pattern: 'stripes',
    strength: 1.25,
  },
  {
    id: 2,
    name: 'Медиа Стрим',
    shortName: 'Стрим',
    city: 'Москва',
    initials: 'МС',
    primary: '#d62839',
    secondary: '#1b1b1e',
    shape: 'circle',
    pattern: 'halves',
    strength: 1.3,
  },
  {
    id: 3,
    name: 'Бетонные Львы',
    shortName: 'Львы',
    city: 'Екатеринбург',
    initials: 'БЛ',
    primary: '#f08c00',
    secondary: '#3d3d3d',
    shape: 'shield',
    pattern: 'chevron',
    strength: 1.1,
  },
  {
    id: 4,
    name: 'Красный Октан',
    shortName: 'Октан',
    city: 'Нижний Новгород',
    initials: 'КО',
    primary: '#b0122b',
    secondary: '#ffd43b',
    shape: 'hexagon',
    pattern: 'band',
    strength: 1.0,
  },
  {
    id: 5,
    name: 'Пиксель Юнайтед',
    shortName: 'Пиксель',
    city: 'Санкт-Петербург',
    initials: 'ПЮ',
    primary: '#7048e8',
    secondary: '#63e6be',
    shape: 'diamond',
    pattern: 'diagonal',
    strength: 1.15,
  },
  {
    id: 6,
    name: 'Столичные Совы',
    shortName: 'Совы',
    city: 'Москва',
    initials: 'СС',
    primary: '#212529',
    secondary: '#fab005',
    shape: 'circle',
    pattern: 'band',
    strength: 0.95,
  },
  {
    id: 7,
    name: 'Уральский Кит',
    shortName: 'Кит',
    city: 'Пермь',
    initials: 'УК',
    primary: '#1098ad',
    secondary: '#ffffff',
    shape: 'shield',
    pattern: 'halves',
    strength: 0.9,
  },
  {
    id: 8,
    name: 'Волжские Пираты',
    shortName: 'Пираты',
    city: 'Самара',
    initials: 'ВП',
    primary: '#0b7285',
    secondary: '#ff922b',
    shape: 'hexagon',
    pattern: 'stripes',
    strength: 1.05,
  },
  {
    id: 9,
    name: 'Кибер Сокол',
    shortName: 'Сокол',
    city: 'Новосибирск',
    initials: 'КС',
    primary: '#2b8a3e',
    secondary: '#d3f9d8',
    shape: 'diamond',
    pattern: 'chevron',
    strength: 0.85,
  },
  {
    id: 10,
    name: 'Полярные Мамонты',
    shortName: 'Мамонты',
    city: 'Якутск',
    initials: 'ПМ',
    primary: '#364fc7',
    secondary: '#ced4da',
    shape: 'shield',
    pattern: 'diagonal',
    strength: 0.8,
  },
  {
    id: 11,
    name: 'Гранитный Щит',
    shortName: 'Щит',
    city: 'Челябинск',
    initials: 'ГЩ',
    primary: '#495057',
    secondary: '#e03131',
    shape: 'circle',
    pattern: 'stripes',
    strength: 0.9,
  },
  {
    id: 12,
    name: 'Южный Экспресс',
    shortName: 'Экспресс',
    city: 'Краснодар',
    initials: 'ЮЭ',
    primary: '#e8590c',
    secondary: '#1864ab',
    shape: 'hexagon',
    pattern: 'plain',
    strength: 0.75,
  },
];

export const teamLogo = (id: number): string => `/demo/logos/team-${String(id).padStart(2, '0')}.svg`;
export const teamLogoWhite = (id: number): string =>
  `/demo/logos/team-${String(id).padStart(2, '0')}-white.svg`;

export function findTeam(id: number): DemoTeam {
  const team = DEMO_TEAMS.find((t) => t.id === id);
  if (!team) throw new Error(`no demo team ${id}`);
  return team;
}
