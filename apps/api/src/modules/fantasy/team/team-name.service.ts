import { eq, sql } from 'drizzle-orm';
import type { User } from '@mliga/contract';
import type { Db, DbOrTx } from '../../../db/connect.ts';
import { fantasyTeams, forbiddenWords } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { badRequest, ruleBroken, unauthorized } from '../../../http/errors.ts';
import { findUserById, presentUser } from '../../accounts/index.ts';
import { fantasyMessages } from '../fantasy.messages.ts';
import { findActiveLeague } from '../league.queries.ts';

export const TEAM_NAME_MIN = 3;
export const TEAM_NAME_MAX = 20;

/** Spaces at the ends go, inner runs of spaces become one. */
export const normaliseTeamName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** Control characters (a NUL byte would not even reach the database) have no place in a name. */
const hasControlCharacters = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A forbidden word anywhere in the name, ignoring case (the list is short). */
async function hasForbiddenWord(db: DbOrTx, name: string): Promise<boolean> {
  const [hit] = await db
    .select({ word: forbiddenWords.word })
    .from(forbiddenWords)
    .where(sql`strpos(lower(${name}), lower(${forbiddenWords.word})) > 0`)
    .limit(1);
  return Boolean(hit);
}

/**
 * Names the user's team in the active league, creating the team on the
 * first call (DECISIONS "Team name moderation"): a name with a forbidden word
 * becomes 'Команда №{id}', rejected at once (2); any other waits for an admin
 * (0); an approved name (1) stays. A squad may be built meanwhile.
 */
export async function setTeamName(
  db: Db,
  user: AuthUser,
  rawName: string,
): Promise<{ user: User; message: string }> {
  if (hasControlCharacters(rawName)) throw badRequest(fantasyMessages.teamNameCharacters, 'name');
  const name = normaliseTeamName(rawName);
  const length = [...name].length;
  if (length < TEAM_NAME_MIN || length > TEAM_NAME_MAX) {
    throw badRequest(fantasyMessages.teamNameLength, 'name');
  }
  const league = await findActiveLeague(db);
  if (!league) throw ruleBroken(fantasyMessages.noSeason);
  const forbidden = await hasForbiddenWord(db, name);

  await db.transaction(async (tx) => {
    // One statement for create-or-rename: two parallel calls cannot make two teams,
    // and an approved name is never overwritten (the update's condition).
    const [team] = await tx
      .insert(fantasyTeams)
      .values({ userId: user.id, leagueId: league.id, name, moderationStatus: forbidden ? 2 : 0 })
      .onConflictDoUpdate({
        target: [fantasyTeams.userId, fantasyTeams.leagueId],
        set: { name, moderationStatus: forbidden ? 2 : 0 },
        setWhere: sql`${fantasyTeams.moderationStatus} <> 1`,
      })
      .returning({ id: fantasyTeams.id });
    if (!team) throw ruleBroken(fantasyMessages.teamNameApproved);
    if (forbidden) {
      await tx
        .update(fantasyTeams)
        .set({ name: `Команда №${team.id}` })
        .where(eq(fantasyTeams.id, team.id));
    }
  });

  const row = await findUserById(db, user.id);
  if (!row) throw unauthorized();
  return {
    user: await presentUser(db, row),
    message: forbidden ? fantasyMessages.teamNameReplaced : fantasyMessages.teamNameSent,
  };
}
