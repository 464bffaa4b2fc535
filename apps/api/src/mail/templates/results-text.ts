import { textFooter } from './mail-common.ts';
import type { ResultsContent } from './results-content.ts';

/** The plain-text part: the HTML part's facts in the same order, every URL written out. */
export function resultsText(c: ResultsContent): string {
  const lines: string[] = [c.greeting, '', c.heading, ''];
  if (c.congratulation) lines.push(c.congratulation, '');
  lines.push(...c.facts.map((f) => f.line), '');
  const tour = [c.tour, c.winners].filter((line) => line !== null);
  if (tour.length > 0) lines.push(...tour, '');
  lines.push(...textFooter(c));
  return lines.join('\n');
}
