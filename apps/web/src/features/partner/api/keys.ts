/**
 * Query keys of the partner link. Under 'users' (api/user-keys.ts), so that signing
 * in or out drops them with the other answers about the user.
 */
export const partnerKeys = {
  state: (userId: number) => ['users', 'partner-state', userId] as const,
};
