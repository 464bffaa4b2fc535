import { clip, formatNumber, oneLine, type MailFrame } from './mail-common.ts';
import { resultsMessages as m } from './results.messages.ts';
import type { ResultsMail } from './types.ts';

/** How the place moved: up is good news (green), down is not (red), the rest is neutral. */
export type MovementTone = 'up' | 'down' | 'neutral';

/** One of the letter's key facts: «Ваши очки: 57», «Место в общем рейтинге …: 12 из 3 456 (▲ 5)». */
export type ResultsFact = {
  label: string;
  value: string;
  /** «▲ 5», «▼ 3», «без изменений», «первый тур в рейтинге»; null for the points. */
  movement: { text: string; tone: MovementTone } | null;
  /** The whole fact on one line, as the plain-text part and the notification write it. */
  line: string;
};

/**
 * One user's tour results in the words the reader sees. The HTML part, the plain-text part and the
 * notification centre's item are all drawn from it, so they cannot tell different stories.
 */
export type ResultsContent = MailFrame & {
  subject: string;
  /** The inbox's preview line: the facts the subject has no room for. */
  preview: string;
  /** «Тур 12: итоги», «Тур 12: вы победили!»; also the notification's title. */
  heading: string;
  greeting: string;
  /** The reader is among the tour's winners: this line stands instead of the winners' names. */
  congratulation: string | null;
  /** The points, then the place in the general rating with its movement (none when not rated). */
  facts: ResultsFact[];
  /** «Средний результат тура: 41,5 очка, лучший: 88», or null when neither is known. */
  tour: string | null;
  /** «Победитель тура: Иван — 88 очков», or null (no winners, or the reader is one of them). */
  winners: string | null;
};

/** How many winners the letter names before «и ещё N». */
const WINNERS_SHOWN = 3;

/**
 * The tour's winners on one line, each name cut to `nameMax` characters (the notification's limit),
 * or null when there are none. Their points are the tour's best.
 */
export function winnersLine(mail: ResultsMail, nameMax = Infinity): string | null {
  const shown = mail.winners.slice(0, WINNERS_SHOWN);
  if (shown.length === 0) return null;
  const names = shown.map((w) => m.winnerName(mail.game, clip(oneLine(w.name), nameMax)));
  const more = Math.max(mail.winnersCount, mail.winners.length) - shown.length;
  return m.winners(names, more, mail.best);
}

/** Lines as sentences of one paragraph: each ends with a full stop unless it has its own mark. */
export const paragraph = (lines: (string | null | undefined)[]) =>
  lines
    .filter((line): line is string => !!line)
    .map((line) => (/[.!?…]$/.test(line) ? line : `${line}.`))
    .join(' ');

function movement(place: number, prevPlace: number | null): NonNullable<ResultsFact['movement']> {
  if (prevPlace === null) return { text: m.movement.first, tone: 'neutral' };
  const up = prevPlace - place;
  if (up > 0) return { text: m.movement.up(up), tone: 'up' };
  if (up < 0) return { text: m.movement.down(-up), tone: 'down' };
  return { text: m.movement.same, tone: 'neutral' };
}

const fact = (label: string, value: string, move: ResultsFact['movement']): ResultsFact => ({
  label,
  value,
  movement: move,
  line: m.fact(label, value, move?.text ?? null),
});

export function resultsContent(mail: ResultsMail): ResultsContent {
  const stage = oneLine(mail.stageName);
  const heading = mail.youWon
    ? m.headingWon(mail.game, stage, mail.winnersCount <= 1)
    : m.heading(mail.game, stage);
  const points = fact(m.pointsLabel, formatNumber(mail.points), null);
  const facts = [points];
  let subjectPlace: string | null = null;
  if (mail.place !== null) {
    const move = movement(mail.place, mail.prevPlace);
    facts.push(fact(m.placeLabel[mail.game], m.place(mail.place, mail.ratedCount), move));
    subjectPlace = m.subjectPlace(mail.place, move.tone === 'neutral' ? null : move.text);
  }
  const congratulation = mail.youWon ? m.congratulation(mail.game, Math.max(mail.winnersCount - 1, 0)) : null;
  const winners = mail.youWon ? null : winnersLine(mail);
  const tour = m.tour(mail.average, mail.best);
  const preview = paragraph([facts[1]?.line, congratulation ?? winners, tour]);
  return {
    subject: m.subject(heading, mail.youWon, m.points(mail.points), subjectPlace),
    preview: preview || heading,
    heading,
    greeting: m.greeting(oneLine(mail.login)),
    congratulation,
    facts,
    tour,
    winners,
    action: { label: m.action, url: mail.debriefUrl },
    footerReason: m.footerReason,
    settings: { label: m.settings, url: mail.settingsUrl },
    unsubscribe: { label: m.unsubscribe, url: mail.unsubscribeUrl },
  };
}
