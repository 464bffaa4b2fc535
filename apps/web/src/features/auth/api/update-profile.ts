import type { ProfileBody, User } from '@mliga/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#api/client.ts';
import { presentSuccess } from '#api/present-error.ts';
import { userKeys } from '#api/user-keys.ts';
import { refreshSignedInUser } from '#api/session-user.ts';

/** POST /v1/users/me/ — login, email, old_password, new_password → user; the message says what changed. */
export const postProfile = (body: ProfileBody) => apiPost<{ user: User }>('/users/me/', body);

export const profileMutation = mutationOptions({
  mutationKey: ['users', 'me', 'update'],
  mutationFn: postProfile,
  meta: { errorDisplay: 'none' },
});

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    ...profileMutation,
    onSuccess: ({ data, message }) => {
      refreshSignedInUser(data.user);
      client.setQueryData(userKeys.me(data.user.id), data.user);
      if (message) presentSuccess(message);
    },
  });
}
