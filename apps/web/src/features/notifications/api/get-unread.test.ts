import { describe, expect, it } from 'vitest';
import { unreadQuery, UNREAD_REFETCH_MS } from './get-unread.ts';

describe('the bell’s count query (issue 24, docs/decisions/079)', () => {
  it('asks every minute and on focus, per user, without a popup or retries', () => {
    const options = unreadQuery(12);
    expect(UNREAD_REFETCH_MS).toBe(60_000);
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.queryKey).toEqual(['notifications', 'unread', 12]);
    expect(options.meta).toEqual({ errorDisplay: 'none' });
    expect(options.retry).toBe(false);
  });
});
