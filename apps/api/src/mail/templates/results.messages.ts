import { pluralForm, type PluralForms } from '@mliga/domain';
import { formatNumber } from './mail-common.ts';
import { mailMessages } from './mail.messages.ts';

/**
 * Every Russian string of the tour results letter (issue 24 §1): the email's subject, body and
 * footer, and the notification centre's item. Numbers are written the Russian way (formatNumber)
 * and counted through @mliga/domain's `pluralForm`.
 */

type Game = 'predictor' | 'fantasy';

const GAME: Record<Game, string> = { predictor: 'Прогнозы', fantasy: 'Фэнтези' };

const WORDS = {
  point: ['очко', 'очка', 'очков'],
  /** «вместе с ещё 2 участниками» */
  withPlayer: ['участником', 'участниками', 'участниками'],
  withTeam: ['командой', 'командами', 'командами'],
} as const satisfies Record<string, PluralForms>;

/** A count with its word, the number in Russian format: «1 234 очка». A fraction takes «очка»: «41,5 очка». */
const count = (n: number, forms: PluralForms) => {
  const shown = formatNumber(n);
  return `${shown} ${shown.includes(',') ? forms[1] : pluralForm(Math.round(n), forms)}`;
};

/** «A», «A и B», «A, B и C», «A, B, C и ещё 2». */
const list = (names: string[], more: number) =>
  more > 0
    ? `${names.join(', ')} и ещё ${formatNumber(more)}`
    : names.length > 1
      ? `${names.slice(0, -1).join(', ')} и ${names.at(-1)}`
      : (names[0] ?? '');

export const resultsMessages = {
  ...mailMessages,
  /** «57 очков», «1 очко», «41,5 очка». */
  points: (n: number) => count(n, WORDS.point),

  /** «Прогнозы · Тур 12: итоги»: the game first, so the two games' letters of one weekend differ. */
  heading: (game: Game, stage: string) => `${GAME[game]} · ${stage}: итоги`,
  /** The reader scored the tour's best, alone or tied with others. */
  headingWon: (game: Game, stage: string, alone: boolean) =>
    `${GAME[game]} · ${stage}: ${alone ? 'вы победили!' : 'вы среди победителей!'}`,

  /** «Тур 12: итоги — 57 очков, 12-е место (▲ 5)»; «Тур 12: вы победили! 88 очков, 1-е место». */
  subject: (heading: string, won: boolean, points: string, place: string | null) =>
    `${heading}${won ? ' ' : ' — '}${points}${place ? `, ${place}` : ''}`,
  /** The place in the subject: «12-е место (▲ 5)». */
  subjectPlace: (place: number, movement: string | null) =>
    `${formatNumber(place)}-е место${movement ? ` (${movement})` : ''}`,

  /**
   * The winner's line: «Поздравляем: у вас лучший результат тура!»; tied: «… — вместе с ещё 2
   * участниками!». In fantasy it is the team's result.
   */
  congratulation: (game: Game, others: number) => {
    const whose = game === 'fantasy' ? 'у вашей команды' : 'у вас';
    const tied =
      others > 0
        ? ` — вместе с ещё ${count(others, game === 'fantasy' ? WORDS.withTeam : WORDS.withPlayer)}`
        : '';
    return `Поздравляем: ${whose} лучший результат тура${tied}!`;
  },

  pointsLabel: 'Ваши очки',
  placeLabel: {
    predictor: 'Место в общем рейтинге прогнозистов',
    fantasy: 'Место в общем рейтинге фэнтези',
  } satisfies Record<Game, string>,
  /** «12 из 3 456». */
  place: (place: number, of: number) => `${formatNumber(place)} из ${formatNumber(of)}`,
  movement: {
    // A no-break space: the arrow never parts from its number on a narrow screen.
    up: (n: number) => `▲\u00a0${formatNumber(n)}`,
    down: (n: number) => `▼\u00a0${formatNumber(n)}`,
    same: 'без изменений',
    first: 'первый тур в рейтинге',
  },
  /** «Место в общем рейтинге прогнозистов: 12 из 3 456 (▲ 5)». */
  fact: (label: string, value: string, movement: string | null) =>
    `${label}: ${value}${movement ? ` (${movement})` : ''}`,

  /** «Средний результат тура: 41,5 очка, лучший: 88»; either alone when the other is unknown. */
  tour: (average: number | null, best: number | null) =>
    average === null
      ? best === null
        ? null
        : `Лучший результат тура: ${count(best, WORDS.point)}`
      : `Средний результат тура: ${count(average, WORDS.point)}${
          best === null ? '' : `, лучший: ${formatNumber(best)}`
        }`,

  /** A fantasy winner is a team: its name in «». */
  winnerName: (game: Game, name: string) => (game === 'fantasy' ? `«${name}»` : name),
  /**
   * «Победитель тура: Иван — 88 очков»; «Победители тура: A, B и C — по 88 очков»; more than
   * named: «A, B, C и ещё 2 — по 88 очков». Without the points when the best is unknown.
   */
  winners: (names: string[], more: number, best: number | null) => {
    const several = names.length + more > 1;
    const points = best === null ? '' : ` — ${several ? 'по ' : ''}${count(best, WORDS.point)}`;
    return `${several ? 'Победители' : 'Победитель'} тура: ${list(names, more)}${points}`;
  },

  action: 'Итоги тура',
  footerReason: 'Вы получаете это письмо, потому что у вас включены итоги туров.',
} as const;
