import { textFooter } from './mail-common.ts';
import type { ReminderContent } from './reminder-content.ts';

/** The plain-text part: the HTML part's facts in the same order, every URL written out. */
export function reminderText(c: ReminderContent): string {
  const lines: string[] = [c.greeting, '', c.heading, `${c.deadlineLabel} ${c.deadline}.`, ''];
  if (c.intro) lines.push(c.intro, '');
  for (const block of c.blocks) {
    lines.push(block.items.length > 0 ? `${block.title}:` : block.title);
    for (const item of block.items) lines.push(`  • ${item}`);
    if (block.note) lines.push(block.note);
    lines.push('');
  }
  if (c.closingNote) lines.push(c.closingNote, '');
  lines.push(...textFooter(c));
  return lines.join('\n');
}
