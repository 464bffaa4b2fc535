import { mailMessages as m } from './mail.messages.ts';

/** What the letters of issue 24 share outside their markup: names on one line, numbers, the footer. */

/** The notification centre's body is one paragraph of at most this many characters. */
export const NOTICE_BODY_MAX = 300;

/** A name from the database on one line: no newlines or runs of spaces to break a list or a subject. */
export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** At most `max` characters, the cut marked with «…». */
export const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

// «negative»: no minus on a zero rounded from a small negative number.
const russian = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1, signDisplay: 'negative' });

/**
 * A number as Russian text shows it: «1 234 567», «41,5» (at most one decimal). The thousands are
 * parted by a no-break space (U+00A0), whatever space the runtime's ICU picks, so a number never
 * wraps between its digits.
 */
export const formatNumber = (n: number) => russian.format(n).replace(/\s/g, '\u00a0');

/** The parts of a letter's content the footer reads. */
export type MailFrame = {
  action: { label: string; url: string };
  footerReason: string;
  settings: { label: string; url: string };
  unsubscribe: { label: string; url: string };
};

/** The plain-text part's end: the action's URL written out, the footer's reason and links, the brand. */
export function textFooter(c: MailFrame): string[] {
  return [
    `${c.action.label}: ${c.action.url}`,
    '',
    '—',
    c.footerReason,
    `${c.settings.label}: ${c.settings.url}`,
    `${c.unsubscribe.label}: ${c.unsubscribe.url}`,
    '',
    m.brand,
  ];
}
