import { formatTime, LEAGUE_TIME_ZONE } from '@mliga/domain';
import { oneLine } from './mail-common.ts';
import { reminderMessages as m } from './reminder.messages.ts';
import type { FantasyMissing, PredictorMissing, ReminderMail, ReminderPlayer } from './types.ts';

/** The same fact in the notification centre's single paragraph: «Травма: Иван Петров (Спартак)». */
export type ReminderSummary = {
  label: string;
  /** The fact when no name fits: «3 матча без прогноза», «Травма: 2 игрока». */
  bare: string;
  items: string[];
  /** The items are sentences of their own (questions): the paragraph puts them in «». */
  quoted: boolean;
};

export type ReminderBlock = {
  /** «3 матча без прогноза», «Капитан: Иван Петров (Спартак) — травма». */
  title: string;
  /** The matches, questions or players under the title; may be empty. */
  items: string[];
  /** One line on why it matters, or null. */
  note: string | null;
  /** The captain's problem and a missing squad stand out. */
  alert: boolean;
  /** The notification's version, or null where another fact already says it all. */
  summary: ReminderSummary | null;
};

/**
 * One reminder's facts in the words the reader sees. The HTML part, the plain-text part and the
 * notification centre's item are all drawn from it, so they cannot tell different stories.
 */
export type ReminderContent = {
  subject: string;
  /** The inbox's preview line. */
  preview: string;
  /** «Тур 12: не хватает прогнозов»; also the notification's title. */
  heading: string;
  greeting: string;
  /** «Приём прогнозов закроется» … */
  deadlineLabel: string;
  /** … «28 ноября, 19:00 (МСК)». */
  deadline: string;
  /** The line before the blocks, or null. */
  intro: string | null;
  blocks: ReminderBlock[];
  /** A line after the blocks (fantasy: what happens to a starter who does not play), or null. */
  closingNote: string | null;
  action: { label: string; url: string };
  footerReason: string;
  settings: { label: string; url: string };
  unsubscribe: { label: string; url: string };
};

const dayMonth = new Intl.DateTimeFormat('ru-RU', {
  timeZone: LEAGUE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
});

/** «28 ноября, 19:00» in Moscow time, whatever the server's zone. */
export function moscowDeadline(at: Date): string {
  return `${dayMonth.format(at)}, ${formatTime(at)}`;
}

const playerName = (p: ReminderPlayer) => m.player(oneLine(p.name), p.club === null ? null : oneLine(p.club));

export function reminderContent(mail: ReminderMail): ReminderContent {
  // The payload may have been through JSON on its way from the queue: accept the ISO string too.
  const when = moscowDeadline(new Date(mail.closesAt));
  const stage = oneLine(mail.stageName);
  const game =
    mail.missing.game === 'predictor'
      ? predictor(stage, mail.missing, when)
      : fantasy(stage, mail.missing, when);
  return {
    ...game,
    greeting: m.greeting(oneLine(mail.login)),
    deadline: m.moscow(when),
    action: { label: game.actionLabel, url: mail.actionUrl },
    settings: { label: m.settings, url: mail.settingsUrl },
    unsubscribe: { label: m.unsubscribe, url: mail.unsubscribeUrl },
  };
}

type GameContent = Pick<
  ReminderContent,
  'subject' | 'preview' | 'heading' | 'deadlineLabel' | 'intro' | 'blocks' | 'closingNote' | 'footerReason'
> & { actionLabel: string };

function predictor(stage: string, missing: PredictorMissing, when: string): GameContent {
  const t = m.predictor;
  const matches = missing.matches.map(oneLine);
  const questions = missing.questions.map(oneLine);
  const blocks: ReminderBlock[] = [];
  const facts: string[] = [];
  if (matches.length > 0) {
    const title = t.matches(matches.length);
    blocks.push({
      title,
      items: matches,
      note: null,
      alert: false,
      summary: { label: title, bare: title, items: matches, quoted: false },
    });
    facts.push(title);
  }
  if (questions.length > 0) {
    const title = t.questions(questions.length);
    blocks.push({
      title,
      items: questions,
      note: null,
      alert: false,
      summary: { label: title, bare: title, items: questions, quoted: true },
    });
    facts.push(title);
  }
  if (missing.x2Unused) {
    blocks.push({
      title: t.x2,
      items: [],
      note: t.x2Why,
      alert: false,
      summary: { label: t.x2, bare: t.x2, items: [], quoted: false },
    });
    facts.push(t.x2Subject);
  }
  const subject = t.subject(stage, facts, when);
  return {
    subject,
    preview: subject,
    heading:
      matches.length + questions.length === 0 && missing.x2Unused ? t.headingX2Only(stage) : t.heading(stage),
    deadlineLabel: t.deadlineLabel,
    intro: blocks.length > 0 ? t.intro : null,
    blocks,
    closingNote: null,
    actionLabel: t.action,
    footerReason: t.footerReason,
  };
}

type Reason = NonNullable<FantasyMissing['captain']>['reason'];

const sameAs = (a: ReminderPlayer) => (b: ReminderPlayer) => a.name === b.name && a.club === b.club;

function fantasy(stage: string, missing: FantasyMissing, when: string): GameContent {
  const t = m.fantasy;
  const captain = missing.captain;
  const lists: [Reason, ReminderPlayer[]][] = [
    ['injured', missing.injured],
    ['doubtful', missing.doubtful],
    ['suspended', missing.suspended],
    ['no_match', missing.noMatch],
  ];
  const groups = lists
    .filter(([, players]) => players.length > 0)
    .map(([reason, players]) => {
      // The email keeps the captain in his list, marked, so every count is the real one; the
      // notification names him once, in his own fact.
      const at = captain && reason === captain.reason ? players.findIndex(sameAs(captain)) : -1;
      const names = players.map(playerName);
      const others = names.filter((_, i) => i !== at);
      return {
        title: t.group[reason](players.length),
        items: names.map((name, i) => (i === at ? t.markCaptain(name) : name)),
        summary:
          others.length > 0
            ? {
                label: t.groupShort[reason],
                bare: t.groupCount(t.groupShort[reason], others.length),
                items: others,
                quoted: false,
              }
            : null,
        others: others.length,
      };
    });

  const blocks: ReminderBlock[] = [];
  if (missing.noSquad)
    blocks.push({
      title: t.noSquad,
      items: [],
      note: t.noSquadWhy,
      alert: true,
      summary: { label: t.noSquadNotice, bare: t.noSquadNotice, items: [], quoted: false },
    });
  if (captain) {
    const title = t.captain(playerName(captain), captain.reason);
    blocks.push({
      title,
      items: [],
      note: t.captainWhy,
      alert: true,
      summary: { label: title, bare: title, items: [], quoted: false },
    });
  }
  for (const g of groups)
    blocks.push({ title: g.title, items: g.items, note: null, alert: false, summary: g.summary });

  const total = groups.reduce((sum, g) => sum + g.items.length, 0);
  const others = groups.reduce((sum, g) => sum + g.others, 0);
  let fact: string | null = null;
  if (missing.noSquad) fact = t.noSquadSubject;
  else if (captain)
    fact =
      others > 0
        ? t.captainAndOthers(t.captainSubject[captain.reason], others)
        : t.captainSubject[captain.reason];
  else if (groups.length === 1) fact = t.inSquad(groups[0]!.title);
  else if (groups.length > 1) fact = t.startersAtRisk(total);
  const subject = t.subject(stage, fact, when);

  return {
    subject,
    preview: subject,
    heading: missing.noSquad ? t.headingNoSquad(stage) : t.heading(stage),
    deadlineLabel: missing.noSquad ? t.deadlineLabelNoSquad : t.deadlineLabel,
    intro: !missing.noSquad && blocks.length > 0 ? t.intro : null,
    blocks,
    closingNote: groups.length > 0 ? t.startersWhy : null,
    actionLabel: missing.noSquad ? t.actionNoSquad : t.action,
    footerReason: t.footerReason,
  };
}
