import { plural, pluralForm, type PluralForms } from '@mliga/domain';
import { mailMessages } from './mail.messages.ts';
import type { FantasyMissing } from './types.ts';

/**
 * Every Russian string of the deadline reminders (issue 24): the email's subject, body and footer,
 * and the notification centre's item. Counts go through @mliga/domain's `plural`.
 */

type CaptainReason = NonNullable<FantasyMissing['captain']>['reason'];

const WORDS = {
  match: ['матч', 'матча', 'матчей'],
  question: ['вопрос', 'вопроса', 'вопросов'],
  player: ['игрок', 'игрока', 'игроков'],
  starter: ['игрок основы', 'игрока основы', 'игроков основы'],
  injuredPlayer: ['травмированный игрок', 'травмированных игрока', 'травмированных игроков'],
  suspendedPlayer: [
    'дисквалифицированный игрок',
    'дисквалифицированных игрока',
    'дисквалифицированных игроков',
  ],
  can: ['может', 'могут', 'могут'],
} as const satisfies Record<string, PluralForms>;

export const reminderMessages = {
  ...mailMessages,
  /** «28 ноября, 19:00» → «28 ноября, 19:00 (МСК)». */
  moscow: (when: string) => `${when} (МСК)`,
  /** A player as the lists name him: «Иван Петров (Спартак)». */
  player: (name: string, club: string | null) => (club ? `${name} (${club})` : name),

  predictor: {
    /** Subject: «Тур 12: 3 матча без прогноза — приём до 28 ноября, 19:00». */
    subject: (stage: string, facts: string[], when: string) =>
      facts.length > 0
        ? `${stage}: ${facts.join(', ')} — приём до ${when}`
        : `${stage}: приём прогнозов до ${when}`,
    heading: (stage: string) => `${stage}: не хватает прогнозов`,
    headingX2Only: (stage: string) => `${stage}: X2 ещё не использован`,
    deadlineLabel: 'Приём прогнозов закроется',
    intro: 'Вот что ещё не сделано:',
    matches: (n: number) => `${plural(n, WORDS.match)} без прогноза`,
    questions: (n: number) => `${plural(n, WORDS.question)} без ответа`,
    x2Subject: 'X2 не использован',
    x2: 'X2 ещё не использован',
    x2Why:
      'X2 удваивает очки одного прогноза тура, если его подтверждает ставка у партнёра. Отметьте X2 у прогноза, в котором уверены больше всего.',
    action: 'Сделать прогнозы',
    footerReason: 'Вы получаете это письмо, потому что у вас включены напоминания о прогнозах.',
  },

  fantasy: {
    /** Subject: «Тур 12: в составе 2 травмированных игрока — приём составов до 28 ноября, 19:00». */
    subject: (stage: string, fact: string | null, when: string) =>
      fact ? `${stage}: ${fact} — приём составов до ${when}` : `${stage}: приём составов до ${when}`,
    noSquadSubject: 'команда ещё не собрана',
    captainSubject: {
      injured: 'капитан травмирован',
      doubtful: 'участие капитана под вопросом',
      suspended: 'капитан дисквалифицирован',
      no_match: 'у клуба капитана нет матча в туре',
    } satisfies Record<CaptainReason, string>,
    /** «капитан травмирован, ещё 2 игрока основы могут не сыграть». */
    captainAndOthers: (captain: string, others: number) =>
      `${captain}, ещё ${plural(others, WORDS.starter)} ${pluralForm(others, WORDS.can)} не сыграть`,
    /** «в составе 2 травмированных игрока». */
    inSquad: (what: string) => `в составе ${what}`,
    /** Several kinds of problems at once: «4 игрока основы могут не сыграть». */
    startersAtRisk: (n: number) => `${plural(n, WORDS.starter)} ${pluralForm(n, WORDS.can)} не сыграть`,

    heading: (stage: string) => `${stage}: проверьте состав`,
    headingNoSquad: (stage: string) => `${stage}: соберите команду`,
    deadlineLabel: 'Приём составов закроется',
    deadlineLabelNoSquad: 'Собрать команду можно до',
    intro: 'Вот что стоит проверить:',

    noSquad: 'Команда ещё не собрана',
    noSquadWhy: 'Без состава команда не наберёт очков в этом туре.',
    noSquadNotice: 'Команда ещё не собрана: без состава она не наберёт очков в этом туре',
    /** «Капитан: Иван Петров (Спартак) — травма». */
    captain: (player: string, reason: CaptainReason) =>
      `Капитан: ${player} — ${
        {
          injured: 'травма',
          doubtful: 'под вопросом',
          suspended: 'дисквалификация',
          no_match: 'у клуба нет матча в туре',
        }[reason]
      }`,
    captainWhy:
      'Очки капитана удваиваются, но если он не выйдет на поле, удвоения не будет ни у кого. Назначьте капитаном другого игрока.',
    /** The captain in his list: «Иван Петров (Спартак), капитан». */
    markCaptain: (player: string) => `${player}, капитан`,
    /** The email's titles of the starters' lists: «2 травмированных игрока». */
    group: {
      injured: (n: number) => plural(n, WORDS.injuredPlayer),
      doubtful: (n: number) => `${plural(n, WORDS.player)} под вопросом`,
      suspended: (n: number) => plural(n, WORDS.suspendedPlayer),
      no_match: (n: number) => `${plural(n, WORDS.player)} без матча в туре`,
    } satisfies Record<CaptainReason, (n: number) => string>,
    /** The notification's labels of the same lists: «Травма: Иван Петров (Спартак)». */
    groupShort: {
      injured: 'Травма',
      doubtful: 'Под вопросом',
      suspended: 'Дисквалификация',
      no_match: 'Клуб не играет в туре',
    } satisfies Record<CaptainReason, string>,
    /** A list in the notification when no name fits: «Травма: 2 игрока». */
    groupCount: (label: string, n: number) => `${label}: ${plural(n, WORDS.player)}`,
    startersWhy:
      'Игрок основы, не сыгравший ни минуты, заменяется игроком запаса того же амплуа, только если тот сыграл. Надёжнее заменить таких игроков самому.',
    action: 'Исправить состав',
    actionNoSquad: 'Собрать команду',
    footerReason: 'Вы получаете это письмо, потому что у вас включены напоминания о составе в фэнтези.',
  },
} as const;
