import { accountMessages } from './account-rules.ts';
import {
  countedToday,
  lockedMessage,
  maySendCode,
  RECOVERY_CODE_TTL_MINUTES,
  RECOVERY_MAX_TRIES,
  wrongTryMessage,
  type CodeRecord,
} from './recovery-rules.ts';

/**
 * Recovery codes "sent" to accounts that do not exist, kept in memory only. Step 1 and step 2 of
 * password recovery answer an unknown login exactly as a real one, by the same rules over the same
 * history (a code at most once a minute and 5 a day, wrong-code answers, 'too many tries' after the
 * fifth, the lock after the day's tenth), so no sequence of calls tells whether an account exists.
 * Bounded: the oldest entries go first; each is kept as long as its tries count for the day.
 */
export class PhantomCodes {
  /** Each name's codes, oldest first; the last one is the live one. */
  private readonly entries = new Map<string, CodeRecord[]>();

  constructor(private readonly maxEntries = 50_000) {}

  private codes(loginOrEmail: string, nowMs: number): { key: string; codes: CodeRecord[] } {
    const key = loginOrEmail.trim().toLowerCase();
    const codes = countedToday(this.entries.get(key) ?? [], nowMs);
    if (codes.length > 0) this.entries.set(key, codes);
    else this.entries.delete(key);
    return { key, codes };
  }

  /** Like a real request: a new phantom code when a real account would get one. */
  issue(loginOrEmail: string, nowMs: number): void {
    const { key, codes } = this.codes(loginOrEmail, nowMs);
    if (!maySendCode(codes, nowMs)) return;
    codes.push({ createdAt: nowMs, expireAt: nowMs + RECOVERY_CODE_TTL_MINUTES * 60_000, attempts: 0 });
    this.entries.delete(key);
    this.entries.set(key, codes);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** A wrong try (a phantom code is never right): the message a real account would answer. */
  wrongTry(loginOrEmail: string, nowMs: number): string {
    const { codes } = this.codes(loginOrEmail, nowMs);
    const locked = lockedMessage(codes, nowMs);
    if (locked) return locked;
    const live = codes.at(-1);
    if (!live || live.expireAt <= nowMs) return accountMessages.recoveryBadCode;
    if (live.attempts >= RECOVERY_MAX_TRIES) return accountMessages.recoveryTooManyTries;
    live.attempts += 1;
    return wrongTryMessage(codes, live, nowMs);
  }
}
