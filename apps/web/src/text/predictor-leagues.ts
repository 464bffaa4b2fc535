/** Russian strings of the predictor's private leagues, their invites and members' predictions (issue 23 §1). */
import { plural, pluralForm } from '@mliga/domain';
import { WORDS } from './plural.ts';

export const PREDICTOR_LEAGUES = {
  title: 'Мои лиги',
  lead: 'Соревнуйтесь с друзьями, коллегами или семьёй: создайте лигу, отправьте ссылку-приглашение, и у лиги будет свой рейтинг по очкам ваших прогнозов.',
  visitor: {
    title: 'Ваши лиги появятся здесь',
    text: 'Войдите или зарегистрируйтесь, чтобы создавать лиги прогнозов и вступать в лиги друзей.',
    login: 'Войти',
    register: 'Регистрация',
  },
  empty: {
    title: 'Вы пока не состоите ни в одной лиге',
    text: 'Частная лига — это отдельный рейтинг для своих: те же прогнозы и очки, что в общем рейтинге, но места только среди участников лиги. После закрытия приёма прогнозов на тур участники видят прогнозы друг друга. Создайте лигу или вступите в лигу друга по его ссылке-приглашению.',
  },
  create: {
    title: 'Создать лигу',
    label: 'Название лиги',
    placeholder: 'Например, Офис на Тверской',
    submit: 'Создать',
    busy: 'Создаём…',
    /** `left` more leagues may be created this season. */
    hint: (left: number, maxMembers: number) =>
      `От 3 до 25 символов; в лиге до ${maxMembers} участников. Можно создать ещё ${plural(left, WORDS.league)}.`,
    limitReached: (max: number) =>
      `Вы создали ${plural(max, WORDS.league)} — больше в этом сезоне нельзя. Зовите друзей в свои лиги по ссылке-приглашению или удалите ненужную.`,
  },
  list: 'Лиги, в которых вы играете',
  place: (place: number | null) => (place === null ? 'Место: —' : `${place}-е место`),
  members: (n: number) => plural(n, WORDS.participant),
  owner: 'Вы создатель',
  invite: {
    label: 'Ссылка-приглашение',
    copy: 'Копировать',
    share: 'Поделиться',
    copied: 'Ссылка-приглашение скопирована',
    copyFailed: 'Не удалось скопировать ссылку, скопируйте её вручную',
    shareTitle: (name: string) => `Лига прогнозов «${name}»`,
    shareText: (name: string) => `Вступайте в мою лигу прогнозов «${name}»`,
  },
  actions: {
    rating: 'Рейтинг лиги',
    predictions: 'Прогнозы участников',
    delete: 'Удалить',
    leave: 'Покинуть',
  },
  actionLabel: (action: string, league: string) => `${action}: ${league}`,
  confirmDelete: {
    title: (name: string) => `Удалить лигу «${name}»?`,
    text: 'Лига исчезнет вместе с её рейтингом у всех участников. Очки прогнозов останутся в общем рейтинге.',
    confirm: 'Удалить',
  },
  confirmLeave: {
    title: (name: string) => `Покинуть лигу «${name}»?`,
    text: 'Вернуться можно будет по ссылке-приглашению.',
    confirm: 'Покинуть',
  },
  cancel: 'Отмена',
} as const;

export const PREDICTOR_INVITE = {
  title: 'Приглашение в лигу прогнозов',
  question: (name: string) => `Вступить в лигу «${name}»?`,
  members: (n: number) => `В лиге ${plural(n, WORDS.participant)}`,
  about:
    'Это лига игры «Прогнозы»: команда фэнтези не нужна. В рейтинге лиги — очки ваших прогнозов на туры сезона.',
  join: 'Вступить',
  busy: 'Вступаем…',
  cancel: 'Не сейчас',
  already: 'Вы уже в этой лиге',
  toLeagues: 'К моим лигам',
} as const;

export const LEAGUE_PREDICTIONS = {
  title: 'Прогнозы участников',
  heading: (stage: string) => `Прогнозы участников · ${stage}`,
  stage: 'Тур',
  back: '← Мои лиги',
  rating: 'Рейтинг лиги',
  caption: (league: string, stage: string) => `Прогнозы участников лиги «${league}» на ${stage}`,
  member: 'Участник',
  points: 'Очки за тур',
  pointsShort: 'Очки',
  you: 'Вы',
  result: (value: string) => `Итог: ${value}`,
  answer: (value: string) => `Ответ: ${value}`,
  noResult: 'Итога ещё нет',
  noAnswer: 'Ответа ещё нет',
  noPrediction: '—',
  noPredictionLabel: 'Прогноза нет',
  noPoints: '—',
  x2: '×2',
  x2Label: 'Очки удвоены (X2)',
  /** After the number of points, for screen readers: '5 очков'. */
  pointsWord: (n: number) => pluralForm(n, WORDS.point),
  pick: 'Прогноз',
  totalsTitle: 'Очки за тур',
  noEvents: 'В этом туре нет событий для прогнозов',
  noMembers: 'В лиге пока нет участников',
  /** The stage is still open: nothing to show yet (the server's 403 says it in its own words). */
  notYetText: 'Пока приём открыт, каждый видит только свои прогнозы.',
  membersOnlyText: 'Вы не состоите в этой лиге. Чтобы вступить, попросите у её участника ссылку-приглашение.',
  toStage: 'К прогнозам на тур',
} as const;
