import type { RegistrationBody, SignedIn } from '@mliga/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#api/client.ts';
import { presentSuccess } from '#api/present-error.ts';
import { resetUserData, signIn } from '#api/session-user.ts';

/** POST /v1/users/registration/ — the consents go as 1 or 0 → user and auth key (signed in). */
export const postRegistration = (body: RegistrationBody) => apiPost<SignedIn>('/users/registration/', body);

export const registrationMutation = mutationOptions({
  mutationKey: ['users', 'registration'],
  mutationFn: postRegistration,
  meta: { errorDisplay: 'none' },
});

export function useRegistration() {
  const client = useQueryClient();
  return useMutation({
    ...registrationMutation,
    onSuccess: ({ data, message }) => {
      signIn(data);
      resetUserData(client);
      if (message) presentSuccess(message);
    },
  });
}
