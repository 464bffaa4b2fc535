import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The development outbox (DATA_DIR/outbox/, one .eml per message, named `…-{address}.eml`): the
 * e2e servers run without SMTP_URL, so the letters the API sends land there.
 */

/** The newest letter to `email` whose text matches `match`, or null. */
export async function newestLetter(dataDir: string, email: string, match: RegExp): Promise<string | null> {
  const dir = join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith(`-${email}.eml`))
    .sort()
    .reverse();
  for (const name of names) {
    const eml = await readFile(join(dir, name), 'utf8');
    if (match.test(eml)) return eml;
  }
  return null;
}

/**
 * The token of a letter's one-click unsubscribe link, read from its `List-Unsubscribe` header (a
 * header is folded only between words, so the token is whole there; the text part may wrap it).
 */
export function unsubscribeToken(eml: string): string | null {
  const unfolded = eml.replace(/\r?\n[ \t]+/g, ' ');
  return /^List-Unsubscribe: .*?[?&]token=([\w.-]+)>/m.exec(unfolded)?.[1] ?? null;
}
