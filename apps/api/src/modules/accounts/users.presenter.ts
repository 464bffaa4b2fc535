import type { User } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { findActiveTeamOfUser } from './user-fantasy-team.sql.ts';
import type { UserRow } from './users.queries.ts';

export async function presentUser(db: Db, user: UserRow): Promise<User> {
  const team = await findActiveTeamOfUser(db, user.id);
  return {
    id: user.id,
    login: user.login,
    email: user.email,
    phone: user.phone,
    winline: user.winlineId,
    fantasy_team: team ? { name: team.name, moderation_status: team.moderationStatus } : null,
    teamName: team?.name ?? null,
    teamNameModerationStatus: team?.moderationStatus ?? null,
    role: user.role as User['role'],
  };
}
