import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#api/client.ts';
import { setSessionUser } from '#api/session.ts';
import { resetUserData } from '#api/session-user.ts';

/** POST /v1/users/logout/ — revokes the key in use. */
export const postLogout = () => apiPost<Record<string, never>>('/users/logout/', {});

export const logoutMutation = mutationOptions({
  mutationKey: ['users', 'logout'],
  mutationFn: postLogout,
  // Signing out locally is what the user asked for; a failed call changes nothing on screen.
  meta: { errorDisplay: 'none' },
});

/** Spec 1 §4: logout clears the stored record, whether or not the call got through. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    ...logoutMutation,
    onSettled: () => {
      setSessionUser(null);
      resetUserData(client);
    },
  });
}
