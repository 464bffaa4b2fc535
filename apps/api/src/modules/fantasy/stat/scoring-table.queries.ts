import { scoringTableFromRows, type ScoringTable } from '@mliga/domain';
import type { DbOrTx } from '../../../db/connect.ts';
import { scoringRules } from '../../../db/schema/index.ts';

/** The stored scoring table; events or positions it lacks take the defaults the scoring job uses. */
export async function findScoringTable(db: DbOrTx): Promise<ScoringTable> {
  const rows = await db
    .select({
      event: scoringRules.event,
      fieldPosition: scoringRules.fieldPosition,
      points: scoringRules.points,
    })
    .from(scoringRules);
  return scoringTableFromRows(rows);
}
