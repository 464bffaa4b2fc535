import { clip, NOTICE_BODY_MAX } from './mail-common.ts';
import { paragraph, resultsContent, winnersLine } from './results-content.ts';
import type { Notice, ResultsMail } from './types.ts';

/** The winners' names kept whole, then cut shorter and shorter until the paragraph fits. */
const NAME_MAX = [Infinity, 60, 40, 24, 12] as const;

/**
 * The notification centre's item for the tour results: title = the letter's heading; the body one
 * paragraph of at most NOTICE_BODY_MAX characters with the points, the place and its movement, and
 * the winners (or the reader's congratulation). Long winners' names are cut with «…» until it fits.
 */
export function resultsNotice(mail: ResultsMail): Notice {
  const c = resultsContent(mail);
  const facts = c.facts.map((f) => f.line);
  const body = (nameMax: number) =>
    paragraph([...facts, c.congratulation ?? (c.winners === null ? null : winnersLine(mail, nameMax))]);
  for (const nameMax of NAME_MAX) {
    const text = body(nameMax);
    if (text.length <= NOTICE_BODY_MAX) return { title: c.heading, body: text };
  }
  // Three names of 12 characters always fit beside the points and the place; the cut only keeps the
  // limit whatever comes.
  return { title: c.heading, body: clip(body(NAME_MAX.at(-1)!), NOTICE_BODY_MAX) };
}
