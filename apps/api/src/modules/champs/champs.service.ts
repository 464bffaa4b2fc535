import type { ChampInfo } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { findGeneralChamp, findTeamPlace } from './champs.queries.ts';

/** The season's fantasy rating with the team's stored place in it (null when not rated yet). */
export async function getGeneralFantasyChamp(
  db: Db,
  seasonId: number,
  fantasyTeamId: number | null,
): Promise<ChampInfo | null> {
  const champ = await findGeneralChamp(db, seasonId, 'fantasy');
  if (!champ) return null;
  const place = fantasyTeamId === null ? null : await findTeamPlace(db, champ.id, fantasyTeamId);
  return { id: champ.id, name: champ.name, type: champ.type, place };
}
