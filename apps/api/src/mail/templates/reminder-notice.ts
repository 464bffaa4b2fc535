import { clip, NOTICE_BODY_MAX } from './mail-common.ts';
import { reminderMessages as m } from './reminder.messages.ts';
import { reminderContent, type ReminderSummary } from './reminder-content.ts';
import type { Notice, ReminderMail } from './types.ts';

export { NOTICE_BODY_MAX };

/** How many names a fact lists before «и ещё N». */
const NAMES_SHOWN = 3;

/** A fact's steps from the most to the least generous: names shown, and the longest name kept whole. */
const STEPS = [
  { names: NAMES_SHOWN, clip: Infinity },
  { names: NAMES_SHOWN, clip: 60 },
  { names: NAMES_SHOWN, clip: 40 },
  { names: 2, clip: 40 },
  { names: 1, clip: 40 },
  { names: 1, clip: 24 },
  { names: 0, clip: 0 },
] as const;

function fact(summary: ReminderSummary, step: (typeof STEPS)[number]): string {
  if (summary.items.length === 0 || step.names === 0) return `${summary.bare}.`;
  const shown = summary.items
    .slice(0, step.names)
    .map((name) => (summary.quoted ? `«${clip(name, step.clip)}»` : clip(name, step.clip)));
  const rest = summary.items.length - shown.length;
  return `${summary.label}: ${shown.join(', ')}${rest > 0 ? ` ${m.andMore(rest)}` : ''}.`;
}

/** The steps every fact takes together, before the facts give way one by one. */
const SHARED_STEPS = 3;

/**
 * The notification centre's item for the reminder: the same facts as the email in one paragraph of
 * at most NOTICE_BODY_MAX characters. Each fact names up to three matches, questions or players, then
 * «и ещё N». While the paragraph is too long, first every long name is shortened, then the facts give
 * way from the last one up (questions before matches, the last list of players before the first), so
 * the first facts keep their names longest.
 */
export function reminderNotice(mail: ReminderMail): Notice {
  const c = reminderContent(mail);
  const deadline = `${c.deadlineLabel} ${c.deadline}.`;
  const summaries = c.blocks.flatMap((b) => (b.summary ? [b.summary] : []));
  const steps = summaries.map(() => 0);
  const facts = () => summaries.map((s, i) => fact(s, STEPS[steps[i]!]!));
  const body = () => [...facts(), deadline].join(' ');
  const tooLong = () => body().length > NOTICE_BODY_MAX;

  for (let step = 1; step < SHARED_STEPS && tooLong(); step++) steps.fill(step);
  for (let i = summaries.length - 1; i >= 0; i--)
    while (tooLong() && steps[i]! < STEPS.length - 1) steps[i]!++;

  // Only titles too long to fit even without names (a captain's very long name) get here: keep the
  // deadline, cut the facts.
  if (tooLong())
    return {
      title: c.heading,
      body: `${clip(facts().join(' '), NOTICE_BODY_MAX - deadline.length - 1)} ${deadline}`,
    };
  return { title: c.heading, body: body() };
}
