/**
 * Query keys of the accounts. Everything under 'users' is dropped on a sign-in or sign-out
 * (session-user.ts resetUserData), the partner's read of the user included (features/partner).
 */
export const userKeys = {
  all: ['users'] as const,
  me: (userId: number) => ['users', 'me', userId] as const,
};
