import { ApiError } from '#api/errors.ts';

/** The server's 403 on a private league's or tournament's page: who may see it, in its own words. */
export interface MembersOnly {
  membersOnly: string;
}

/**
 * A read of a private champ: a 403 (the reader is not a member) is an answer the screen
 * shows in place of the table, not a failure to report in a toast; anything else still throws.
 */
export async function orMembersOnly<T>(read: Promise<T>): Promise<T | MembersOnly> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { membersOnly: error.message };
    throw error;
  }
}

export const isMembersOnly = (answer: unknown): answer is MembersOnly =>
  typeof answer === 'object' && answer !== null && Object.hasOwn(answer, 'membersOnly');
