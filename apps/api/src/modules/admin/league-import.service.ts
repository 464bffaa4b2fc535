import type { LeagueImportKind, LeagueImportResult } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import type { AuthUser } from '../../http/auth.ts';
import { writeAuditLog } from '../audit/index.ts';
import { readCsvTable } from './csv-table.ts';
import { clubsImport } from './league-import.clubs.ts';
import { fixturesImport } from './league-import.fixtures.ts';
import { playersImport } from './league-import.players.ts';
import type { ImportKind } from './league-import.rows.ts';
import { refuseFile } from './player-stats.service.ts';
import { currentSeasonId } from './resources/season.resources.ts';

const KINDS: Record<LeagueImportKind, ImportKind> = {
  clubs: clubsImport,
  players: playersImport,
  fixtures: fixturesImport,
};

/**
 * POST /admin/imports/{kind}/: every row is checked first (the file, then each
 * value, then that the clubs and stadiums it names exist, each natural key once);
 * a file with any problem is refused whole with its line numbers. Otherwise the
 * rows are added or updated in one transaction, an audit row for each one that
 * changes; rows as stored are left alone. A dry run answers the same and writes nothing.
 */
export async function importLeagueData(
  db: Db,
  admin: AuthUser,
  kind: LeagueImportKind,
  csv: string,
  options: { dryRun: boolean; seasonId?: number },
): Promise<LeagueImportResult> {
  const def = KINDS[kind];
  const { rows, problems } = readCsvTable(csv, def.columns);
  // A broken line does not stop the others being checked: the answer lists every problem at once.
  if (problems.length > 0 && rows.length === 0) refuseFile(problems);
  return db.transaction(async (tx) => {
    const seasonId = kind === 'fixtures' ? await currentSeasonId(tx, options.seasonId) : null;
    const plans = await def.plan(tx, rows, problems, seasonId);
    if (problems.length > 0) refuseFile(problems);
    const result: LeagueImportResult = {
      dry_run: options.dryRun,
      rows: rows.length,
      added: 0,
      changed: 0,
      unchanged: 0,
      lines: [],
    };
    for (const plan of plans) {
      result[plan.status]++;
      let id = plan.id;
      if (!options.dryRun && plan.status !== 'unchanged') {
        id = await plan.write(tx);
        await writeAuditLog(tx, {
          userId: admin.id,
          action: `${def.entity}.import`,
          entity: def.entity,
          entityId: id,
          data: {
            kind,
            line: plan.line,
            status: plan.status,
            row: rows.find((r) => r.line === plan.line)?.cells,
          },
        });
      }
      result.lines.push({ line: plan.line, label: plan.label, status: plan.status, id });
    }
    return result;
  });
}
