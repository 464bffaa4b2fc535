/**
 * Recovery codes "sent" to accounts that do not exist, kept in memory only. Step 1 and step 2 of
 * password recovery answer an unknown login exactly as a real one (a code at most once a minute,
 * wrong-code answers, 'too many tries' after the fifth), so no sequence of calls tells whether an
 * account exists. Bounded: the oldest entries go first; each lives as long as a real code.
 */
export class PhantomCodes {
  private readonly entries = new Map<string, { createdAt: number; attempts: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  private key(loginOrEmail: string): string {
    return loginOrEmail.trim().toLowerCase();
  }

  private live(key: string, nowMs: number) {
    const entry = this.entries.get(key);
    if (entry && nowMs - entry.createdAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Like a real request: a new phantom code unless the last one is younger than `resendMs`. */
  issue(loginOrEmail: string, nowMs: number, resendMs: number): void {
    const key = this.key(loginOrEmail);
    const entry = this.live(key, nowMs);
    if (entry && nowMs - entry.createdAt < resendMs) return;
    this.entries.delete(key);
    this.entries.set(key, { createdAt: nowMs, attempts: 0 });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** A wrong try: true when the phantom code is (now) out of tries; no code, no count. */
  wrongTry(loginOrEmail: string, nowMs: number, maxTries: number): boolean {
    const entry = this.live(this.key(loginOrEmail), nowMs);
    if (!entry) return false;
    if (entry.attempts >= maxTries) return true;
    entry.attempts += 1;
    return entry.attempts >= maxTries;
  }
}
