import { accountMessages } from './account-rules.ts';

export const RECOVERY_CODE_TTL_MINUTES = 15;
/** Wrong tries one code takes. */
export const RECOVERY_MAX_TRIES = 5;
export const RECOVERY_RESEND_MS = 60_000;
/** Codes sent to one account in 24 hours: past them, asking again sends nothing and voids nothing. */
export const RECOVERY_CODES_PER_DAY = 5;
/** Wrong tries on one account in 24 hours, whatever the codes: past them, recovery is locked. */
export const RECOVERY_WRONG_TRIES_PER_DAY = 10;
export const RECOVERY_DAY_MS = 24 * 3600 * 1000;

/** A recovery code of one account, as the database and the phantoms both keep it; times in ms. */
export type CodeRecord = { createdAt: number; expireAt: number; attempts: number };

/**
 * Codes whose tries count for the day: a code takes tries only while it lives, so counting the codes
 * that expired less than a day ago (not those sent) keeps any 24 hours within the daily limit.
 */
export const countedToday = (codes: readonly CodeRecord[], nowMs: number) =>
  codes.filter((code) => code.expireAt > nowMs - RECOVERY_DAY_MS);

const triesOf = (codes: readonly CodeRecord[]) => codes.reduce((sum, code) => sum + code.attempts, 0);

/** When recovery opens again, as the oldest counted tries age out; null when it is not locked. */
export function lockedUntil(codes: readonly CodeRecord[], nowMs: number): number | null {
  const counted = countedToday(codes, nowMs).sort((a, b) => a.expireAt - b.expireAt);
  let tries = triesOf(counted);
  let until: number | null = null;
  for (const code of counted) {
    if (tries < RECOVERY_WRONG_TRIES_PER_DAY) break;
    tries -= code.attempts;
    until = code.expireAt + RECOVERY_DAY_MS;
  }
  return until;
}

export function lockedMessage(codes: readonly CodeRecord[], nowMs: number): string | null {
  const until = lockedUntil(codes, nowMs);
  return until === null
    ? null
    : accountMessages.recoveryLocked(RECOVERY_WRONG_TRIES_PER_DAY, new Date(until));
}

/** Step 1 sends a code unless one went out within the minute, the day's codes are sent, or recovery is locked. */
export function maySendCode(codes: readonly CodeRecord[], nowMs: number): boolean {
  const sentToday = codes.filter((code) => code.createdAt > nowMs - RECOVERY_DAY_MS);
  return (
    !sentToday.some((code) => nowMs - code.createdAt < RECOVERY_RESEND_MS) &&
    sentToday.length < RECOVERY_CODES_PER_DAY &&
    lockedUntil(codes, nowMs) === null
  );
}

/** How many wrong tries the live code may hold: its own limit, or fewer when the day's limit is nearer. */
export const triesCap = (codes: readonly CodeRecord[], live: CodeRecord, nowMs: number) =>
  Math.min(
    RECOVERY_MAX_TRIES,
    RECOVERY_WRONG_TRIES_PER_DAY - triesOf(countedToday(codes, nowMs).filter((code) => code !== live)),
  );

/** The answer to a wrong try once counted in `live`: the lock if it was the day's last, else the code's. */
export const wrongTryMessage = (codes: readonly CodeRecord[], live: CodeRecord, nowMs: number) =>
  lockedMessage(codes, nowMs) ??
  (live.attempts >= RECOVERY_MAX_TRIES
    ? accountMessages.recoveryTooManyTries
    : accountMessages.recoveryBadCode);
