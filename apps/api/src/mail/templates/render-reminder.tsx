/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: the API runs under tsx from the repository's root, whose tsconfig sets no JSX mode.
import { render } from '@react-email/components';
import { ReminderEmail } from './ReminderEmail.tsx';
import { reminderContent } from './reminder-content.ts';
import { reminderText } from './reminder-text.ts';
import type { ReminderMail, RenderedMail } from './types.ts';

/** The deadline reminder's email: subject, HTML part (react-email) and plain-text part. */
export async function renderReminderMail(mail: ReminderMail): Promise<RenderedMail> {
  const content = reminderContent(mail);
  const html = await render(<ReminderEmail content={content} />);
  return { subject: content.subject, html, text: reminderText(content) };
}
