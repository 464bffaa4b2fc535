import { BRAND } from '#text/shell.ts';

/** The document title; React 19 hoists <title> into <head>. */
export function PageTitle({ parts }: { parts: ReadonlyArray<string | undefined> }) {
  const text = [...parts.filter(Boolean), BRAND.name].join(' — ');
  return <title>{text}</title>;
}
