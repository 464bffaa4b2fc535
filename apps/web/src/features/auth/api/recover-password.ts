import type { AuthKey, PasswordRecoveryBody, User } from '@mliga/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#api/client.ts';
import { presentSuccess } from '#api/present-error.ts';
import { resetUserData, signIn } from '#api/session-user.ts';

export interface RecoveryAnswer {
  user?: User;
  auth_key?: AuthKey;
}

/**
 * POST /v1/users/password-recovery/ — step 1 {login} answers a message only; step 2
 * {login, code, new_password, password_repeat} answers the user and a key (signed in).
 */
export const postPasswordRecovery = (body: PasswordRecoveryBody) =>
  apiPost<RecoveryAnswer>('/users/password-recovery/', body);

export const passwordRecoveryMutation = mutationOptions({
  mutationKey: ['users', 'password-recovery'],
  mutationFn: postPasswordRecovery,
  meta: { errorDisplay: 'none' },
});

/** Spec 1 §4: an answer with a user and a key signs in; one without moves the screen to step 2. */
export function usePasswordRecovery() {
  const client = useQueryClient();
  return useMutation({
    ...passwordRecoveryMutation,
    onSuccess: ({ data, message }) => {
      if (!data?.user || !data.auth_key) return;
      signIn({ user: data.user, auth_key: data.auth_key });
      resetUserData(client);
      if (message) presentSuccess(message);
    },
  });
}

export const signsIn = (answer: RecoveryAnswer | undefined) => Boolean(answer?.user && answer.auth_key);
