import type { User } from '@mliga/contract';
import { useMutation, useMutationState } from '@tanstack/react-query';
import { apiPost, type ApiResult } from '#api/client.ts';
import { refreshSignedInUser } from '#api/session-user.ts';

/** Moderation states of a team name (spec 2 §4): waiting, approved for good, rejected (may be renamed). */
export const MODERATION = { pending: 0, approved: 1, rejected: 2 } as const;

const teamNameKey = ['fantasy', 'team-name'] as const;

type TeamNameAnswer = ApiResult<{ user: User }>;

/**
 * POST /v1/fantasy/team-name/ — creates the team or renames a name that is not approved; answers
 * the user with teamName and teamNameModerationStatus, and a message (a name with a forbidden word
 * is replaced by 'Команда №N' and the message says so). The form shows a refusal itself.
 */
export function useTeamName() {
  return useMutation({
    mutationKey: teamNameKey,
    mutationFn: (name: string) => apiPost<{ user: User }>('/fantasy/team-name/', { name }),
    meta: { errorDisplay: 'none' },
    onSuccess: ({ data }) => refreshSignedInUser(data.user),
  });
}

/**
 * The message of the newest answer, while it is about the name the team has now. The form that
 * sent it may be gone by then (the first name swaps the form for the squad), so it is read from
 * the mutation cache.
 */
export function useTeamNameMessage(teamName: string | null, status: number | null): string {
  const answers = useMutationState({
    filters: { mutationKey: teamNameKey, status: 'success' },
    select: (mutation) => mutation.state.data as TeamNameAnswer | undefined,
  });
  const last = answers.at(-1);
  if (!last || !teamName) return '';
  const { user } = last.data;
  return user.teamName === teamName && user.teamNameModerationStatus === status ? last.message : '';
}
