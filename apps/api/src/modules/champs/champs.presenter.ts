import type { ChampAction, ChampType, MyChamp } from '@mliga/contract';
import type { MembershipRow, TeamRow } from './champs.queries.ts';

/**
 * spec 2 §3 Champ. The actions are what the server will allow: a user league's
 * creator may delete it, its other members may leave it; every member may share
 * its invite. The general rating and H2H tournaments have no actions here (an
 * H2H tournament is left on its own page).
 */
export function presentMembership(row: MembershipRow, team: TeamRow, userId: number): MyChamp {
  const isUserLeague = row.type === 'user';
  const actions: ChampAction[] = !isUserLeague ? [] : row.ownerUserId === userId ? ['delete'] : ['leave'];
  return {
    id: row.id,
    name: row.name,
    type: row.type as ChampType,
    place: row.place,
    team: { id: team.id, name: team.name, logo: null },
    invite_hash: isUserLeague ? row.inviteHash : null,
    actions,
    members_count: row.membersCount,
  };
}
