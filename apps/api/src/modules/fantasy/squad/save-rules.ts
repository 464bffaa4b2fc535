import type { SquadPlayer } from '@mliga/domain';
import type { Db, DbOrTx } from '../../../db/connect.ts';
import { memoizedByDb } from '../../../db/prepared.ts';
import { findTourMatches } from '../matches.queries.ts';
import { toSquadPlayer } from '../players/player-cards.ts';
import { findSeasonSquadPlayers } from '../players/players.queries.ts';
import { findStageContext, type StageContext } from '../stages.queries.ts';

/** What every squad of a stage is checked against, whoever saves it. */
export type StageRules = StageContext & {
  /** The clubs with a match in the stage's tour of the season. */
  playingTeamIds: number[];
  /** The players of the season's clubs, as the squad rules see them. */
  players: Map<number, SquadPlayer>;
};

/** The stage's rules as stored now. */
export async function findStageRules(db: DbOrTx, context: StageContext): Promise<StageRules> {
  const [rows, tourMatches] = await Promise.all([
    findSeasonSquadPlayers(db, context.league.seasonId),
    findTourMatches(db, context.league.seasonId, context.stage.tour),
  ]);
  return {
    ...context,
    playingTeamIds: [...new Set(tourMatches.flatMap((m) => [m.home.id, m.guest.id]))],
    players: new Map(rows.map((row) => [row.id, toSquadPlayer(row)])),
  };
}

type Kept = { version: number; rules: Promise<StageRules | null> };

/** Each database handle's copies, by stage id (a league has a few dozen stages). */
const keptOf = memoizedByDb(() => new Map<number, Kept>());

/**
 * The stage's rules at `version` of fantasy_rules_version (decision 089), read with the saver's own
 * row: this instance's copy when it is of that version or a later one, else read afresh and kept.
 * Saves that arrive together while it is read wait for the one reading; a failed read is not kept.
 */
export function stageRulesAt(db: Db, stageId: number, version: number): Promise<StageRules | null> {
  const kept = keptOf(db);
  const copy = kept.get(stageId);
  if (copy && copy.version >= version) return copy.rules;
  const rules = findStageContext(db, stageId).then((context) => context && findStageRules(db, context));
  const entry = { version, rules };
  kept.set(stageId, entry);
  rules.catch(() => {
    if (kept.get(stageId) === entry) kept.delete(stageId);
  });
  return rules;
}
