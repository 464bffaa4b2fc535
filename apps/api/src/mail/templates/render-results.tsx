/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: the API runs under tsx from the repository's root, whose tsconfig sets no JSX mode.
import { render } from '@react-email/components';
import { ResultsEmail } from './ResultsEmail.tsx';
import { resultsContent } from './results-content.ts';
import { resultsText } from './results-text.ts';
import type { RenderedMail, ResultsMail } from './types.ts';

/** The tour results' email: subject, HTML part (react-email) and plain-text part. */
export async function renderResultsMail(mail: ResultsMail): Promise<RenderedMail> {
  const content = resultsContent(mail);
  const html = await render(<ResultsEmail content={content} />);
  return { subject: content.subject, html, text: resultsText(content) };
}
