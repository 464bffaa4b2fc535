import type { User } from '@mliga/contract';

/** API envelopes as `fetch` answers them, for tests that stub `fetch`. */
export const ok = (data: unknown, message = '') =>
  new Response(JSON.stringify({ success: true, message, data }), { status: 200 });

export const refused = (status: number, message: string) =>
  new Response(JSON.stringify({ success: false, message, errors: [{ message }] }), { status });

/** The contract's shape of a signed-in user, for the account screens' tests. */
export const FAN_USER: User = {
  id: 12,
  login: 'fan_12',
  email: 'fan12@example.com',
  phone: '+79001234567',
  winline: null,
  fantasy_team: null,
  teamName: null,
  teamNameModerationStatus: null,
  role: 'user',
};
