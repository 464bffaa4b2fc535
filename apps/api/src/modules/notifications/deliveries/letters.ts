import type { NotificationKind } from '@mliga/contract';
import type { Db } from '../../../db/connect.ts';
import type { Mail } from '../../../mail/mailer.ts';
import { renderReminderMail, renderResultsMail, type RenderedMail } from '../../../mail/templates/index.ts';
import { reminderFacts, type StoredReminder } from '../reminders/reminder-facts.ts';
import { resultsFacts, type ResultsPayload } from '../results/results-facts.ts';
import { unsubscribeToken } from '../unsubscribe-token.ts';

/** A letter claimed by a sender, with its reader. */
export type Claimed = {
  id: number;
  user_id: number;
  kind: NotificationKind;
  payload: unknown;
  attempts: number;
  login: string;
  email: string;
};

type Links = { unsubscribeUrl: string; settingsUrl: string };

/** A kind's letters for a batch: null where the subject is gone (the letter is dropped). */
type Writer = (
  db: Db,
  rows: Claimed[],
  links: Links[],
  publicUrl: string,
) => Promise<(Promise<RenderedMail> | null)[]>;

/** The kinds that come by email, and how each is written. */
const writers: Partial<Record<NotificationKind, Writer>> = {
  predictor_reminder: reminders,
  fantasy_reminder: reminders,
  results: async (db, rows, links, publicUrl) => {
    const facts = await resultsFacts(
      db,
      rows.map((r) => ({ userId: r.user_id, payload: r.payload as ResultsPayload })),
    );
    return facts.map((f, i) =>
      f
        ? renderResultsMail({
            login: rows[i]!.login,
            ...f,
            debriefUrl: `${publicUrl}${f.path}`,
            ...links[i]!,
          })
        : null,
    );
  },
};

async function reminders(db: Db, rows: Claimed[], links: Links[], publicUrl: string) {
  const facts = await reminderFacts(
    db,
    rows.map((r) => ({ kind: r.kind, payload: r.payload }) as StoredReminder),
  );
  return facts.map((f, i) =>
    f
      ? renderReminderMail({ login: rows[i]!.login, ...f, actionUrl: `${publicUrl}${f.path}`, ...links[i]! })
      : null,
  );
}

/**
 * The batch's letters, each kind's facts read together; null for one whose subject is gone (it is
 * marked sent without a letter), an Error for one that cannot be written (a malformed stored
 * payload): it fails like a refused letter, alone, instead of holding its whole batch.
 */
export async function lettersOf(
  db: Db,
  rows: Claimed[],
  publicUrl: string,
): Promise<(Mail | null | Error)[]> {
  const tokens = await Promise.all(rows.map((r) => unsubscribeToken(db, r.user_id, r.kind)));
  const links = tokens.map((token) => ({
    unsubscribeUrl: `${publicUrl}/unsubscribe?token=${token}`,
    settingsUrl: `${publicUrl}/notifications/settings`,
  }));
  const letters: (RenderedMail | Promise<RenderedMail> | null | Error)[] = rows.map(() => null);
  const kinds = new Map<NotificationKind, number[]>();
  rows.forEach((r, i) => kinds.set(r.kind, [...(kinds.get(r.kind) ?? []), i]));
  for (const [kind, at] of kinds) {
    const write = (indexes: number[]) =>
      writers[kind]!(
        db,
        indexes.map((i) => rows[i]!),
        indexes.map((i) => links[i]!),
        publicUrl,
      );
    const written = await write(at).catch(() => null);
    for (const [k, i] of at.entries())
      letters[i] = written ? written[k]! : await write([i]).then(([one]) => one!, asError);
  }
  return Promise.all(
    letters.map(async (letter, i) => {
      try {
        if (letter === null || letter instanceof Error) return letter;
        return {
          to: rows[i]!.email,
          ...(await letter),
          headers: {
            'List-Unsubscribe': `<${publicUrl}/v1/unsubscribe/?token=${tokens[i]}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        };
      } catch (err) {
        return asError(err);
      }
    }),
  );
}

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));
