import { sql } from 'drizzle-orm';
import {
  EMAIL_DELIVERIES_COUNT_CAP,
  EMAIL_DELIVERIES_PAGE_SIZE,
  REMINDER_GAMES,
  REMINDER_OFFSET_RULES,
  type AdminEmailDeliveries,
  type AdminEmailDelivery,
  type AdminReminderOffsets,
  type EmailDeliveryState,
  type NotificationKind,
  type ReminderGame,
} from '@mliga/contract';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { notFound, ruleBroken, type FieldError } from '../../http/errors.ts';
import { writeAuditLog } from '../audit/index.ts';
import { backOfficeMessages as text } from './back-office.messages.ts';
import { DEFAULT_OFFSETS_MINUTES } from './reminders/reminder-scan.ts';

/** The back office's side of the notifications (issue 24): reminder times per game, the letters and «Повторить». */

const isGame = (game: string): game is ReminderGame => (REMINDER_GAMES as readonly string[]).includes(game);

/** Both games' reminder times: a game without a row of its own has the default ones. */
export async function reminderOffsetsOfGames(db: DbOrTx): Promise<AdminReminderOffsets[]> {
  const { rows } = await db.execute<{ game: string; offsets_minutes: number[] }>(
    sql`select game, offsets_minutes from reminder_offsets`,
  );
  return REMINDER_GAMES.map((game) => {
    const own = rows.find((r) => r.game === game);
    return own
      ? { game, offsets_minutes: own.offsets_minutes.map(Number), is_default: false }
      : { game, offsets_minutes: [...DEFAULT_OFFSETS_MINUTES], is_default: true };
  });
}

/** Every broken rule of a game's new times, each with its own message (nothing stored when any). */
function offsetProblems(offsets: number[]): FieldError[] {
  const field = 'offsets_minutes';
  if (offsets.length < REMINDER_OFFSET_RULES.minCount) return [{ message: text.noOffsets, field }];
  const problems: FieldError[] = [];
  if (offsets.length > REMINDER_OFFSET_RULES.maxCount) problems.push({ message: text.tooManyOffsets, field });
  const seen = new Set<number>();
  offsets.forEach((n, i) => {
    if (n < REMINDER_OFFSET_RULES.minMinutes || n > REMINDER_OFFSET_RULES.maxMinutes)
      problems.push({ message: text.offsetOutOfRange(n), field: `${field}.${i}` });
    else if (seen.has(n)) problems.push({ message: text.duplicateOffset(n), field: `${field}.${i}` });
    seen.add(n);
  });
  return problems;
}

/**
 * Sets a game's reminder times, stored largest first, with an audit row. The scans already run
 * stay as they are; the new times apply to every scan from the next round on.
 */
export async function setReminderOffsets(
  db: Db,
  adminId: number,
  game: string,
  offsets: number[],
): Promise<AdminReminderOffsets> {
  if (!isGame(game)) throw notFound(text.unknownGame);
  const problems = offsetProblems(offsets);
  if (problems.length > 0) throw ruleBroken(problems);
  const sorted = [...offsets].sort((a, b) => b - a);
  return db.transaction(async (tx) => {
    const before = (await reminderOffsetsOfGames(tx)).find((g) => g.game === game)!;
    await tx.execute(sql`
      insert into reminder_offsets (game, offsets_minutes)
      values (${game}, ${sql.raw(`array[${sorted.join(', ')}]`)}::int[])
      on conflict (game) do update set offsets_minutes = excluded.offsets_minutes`);
    await writeAuditLog(tx, {
      userId: adminId,
      action: 'reminder_offsets.update',
      entity: 'reminder_offsets',
      entityId: game,
      data: { before: before.offsets_minutes, after: sorted },
    });
    return { game, offsets_minutes: sorted, is_default: false };
  });
}

type DeliveryRow = {
  id: number | string;
  user_id: number;
  login: string;
  email: string;
  kind: NotificationKind;
  created_at: Date | string;
  attempts: number;
  last_error: string | null;
  failed_at: Date | string | null;
  sent_at: Date | string | null;
  next_attempt_at: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function present(row: DeliveryRow): AdminEmailDelivery {
  return {
    id: Number(row.id),
    user_id: row.user_id,
    login: row.login,
    email: row.email,
    kind: row.kind,
    kind_name: text.letterKinds[row.kind],
    created_at: iso(row.created_at),
    attempts: Number(row.attempts),
    last_error: row.last_error,
    failed_at: row.failed_at === null ? null : iso(row.failed_at),
    sent_at: row.sent_at === null ? null : iso(row.sent_at),
    next_attempt_at: iso(row.next_attempt_at),
  };
}

/**
 * Each state's rows and their order, newest first, each read along an index: the given-up letters
 * by when they were given up (`email_deliveries_failed_idx`, a few rows), the waiting ones by their
 * next attempt, latest first (the sender's `email_deliveries_unsent_idx`, backwards: a fresh letter's
 * next attempt is its creation), the sent ones by id (the key, backwards; nearly every row is sent).
 */
const STATES: Record<EmailDeliveryState, { where: ReturnType<typeof sql>; order: ReturnType<typeof sql> }> = {
  failed: { where: sql`d.failed_at is not null`, order: sql`d.failed_at desc, d.id desc` },
  waiting: {
    where: sql`d.sent_at is null and d.failed_at is null`,
    order: sql`d.next_attempt_at desc, d.id desc`,
  },
  sent: { where: sql`d.sent_at is not null`, order: sql`d.id desc` },
};

const COLUMNS = sql`d.id, d.user_id, u.login, u.email, d.kind, d.created_at, d.attempts, d.last_error,
  d.failed_at, d.sent_at, d.next_attempt_at`;

/**
 * One page of the letters in a state, with their count. The count stops at EMAIL_DELIVERIES_COUNT_CAP
 * (the sent letters of a season are millions; nobody pages through them), as the pages do.
 */
export async function listEmailDeliveries(
  db: Db,
  query: { state?: EmailDeliveryState; page?: number },
): Promise<AdminEmailDeliveries> {
  const state = query.state ?? 'failed';
  const page = query.page ?? 1;
  const { where, order } = STATES[state];
  const [items, counted] = await Promise.all([
    db.execute<DeliveryRow>(sql`
      select ${COLUMNS} from email_deliveries d join users u on u.id = d.user_id
      where ${where} order by ${order}
      limit ${EMAIL_DELIVERIES_PAGE_SIZE} offset ${(page - 1) * EMAIL_DELIVERIES_PAGE_SIZE}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from (select 1 from email_deliveries d where ${where}
                                      limit ${EMAIL_DELIVERIES_COUNT_CAP + 1}) s`),
  ]);
  const n = Number(counted.rows[0]!.n);
  return {
    state,
    page,
    page_size: EMAIL_DELIVERIES_PAGE_SIZE,
    total: Math.min(n, EMAIL_DELIVERIES_COUNT_CAP),
    total_capped: n > EMAIL_DELIVERIES_COUNT_CAP,
    items: items.rows.map(present),
  };
}

/**
 * «Повторить»: a given-up letter starts afresh (no attempts, no error), due at once, with an audit row;
 * the next round of the job sends it. Only a given-up letter: a waiting or sent one is refused (422).
 */
export async function retryEmailDelivery(
  db: Db,
  adminId: number,
  id: number,
  now: Date,
): Promise<AdminEmailDelivery> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ failed: boolean; attempts: number; last_error: string | null }>(sql`
      select failed_at is not null as failed, attempts, last_error from email_deliveries
      where id = ${id} for update`);
    const before = rows[0];
    if (!before) throw notFound(text.letterNotFound);
    if (!before.failed) throw ruleBroken(text.letterNotFailed);
    const { rows: updated } = await tx.execute<DeliveryRow>(sql`
      with retried as (
        update email_deliveries
        set failed_at = null, attempts = 0, last_error = null, claimed_until = null, next_attempt_at = ${now}
        where id = ${id} returning *)
      select ${COLUMNS} from retried d join users u on u.id = d.user_id`);
    await writeAuditLog(tx, {
      userId: adminId,
      action: 'email_delivery.retry',
      entity: 'email_delivery',
      entityId: id,
      data: { attempts: Number(before.attempts), last_error: before.last_error },
    });
    return present(updated[0]!);
  });
}
