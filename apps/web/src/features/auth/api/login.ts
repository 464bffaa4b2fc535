import type { LoginBody, SignedIn } from '@mliga/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#api/client.ts';
import { resetUserData, signIn } from '#api/session-user.ts';

/** POST /v1/users/login/ — login or email, and password → user and auth key. */
export const postLogin = (body: LoginBody) => apiPost<SignedIn>('/users/login/', body);

export const loginMutation = mutationOptions({
  mutationKey: ['users', 'login'],
  mutationFn: postLogin,
  // The screen shows the error itself, with the fields it names.
  meta: { errorDisplay: 'none' },
});

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    ...loginMutation,
    onSuccess: ({ data }) => {
      signIn(data);
      resetUserData(client);
    },
  });
}
