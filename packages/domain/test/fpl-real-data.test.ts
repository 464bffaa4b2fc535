import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playerMatchPoints, type PlayerStatLine } from '../src/fantasy-points.ts';
import { checkStatLine, STAT_COLUMNS, type WireStatLine } from '../src/fantasy-stat-line.ts';
import type { FieldPosition } from '../src/formations.ts';

/** Real public FPL 2023/24 statistics beside the repository (../shared; never copied into it). */
const DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/data/fpl-2023-24');
const FILES = ['gw1.csv', 'gw2.csv'];
const present = FILES.every((f) => existsSync(resolve(DATA_DIR, f)));
const POSITIONS: Record<string, FieldPosition> = { GK: 1, DEF: 2, MID: 3, FWD: 4 };

function readRows(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(resolve(DATA_DIR, file), 'utf8').trim().split(/\r?\n/);
  const names = header!.split(',');
  return lines.map((line) => {
    const values = line.split(',');
    return Object.fromEntries(names.map((n, i) => [n, values[i] ?? '']));
  });
}

const lineOf = (row: Record<string, string>): PlayerStatLine => ({
  minutes: Number(row.minutes),
  goalsScored: Number(row.goals_scored),
  assists: Number(row.assists),
  cleanSheets: Number(row.clean_sheets),
  goalsConceded: Number(row.goals_conceded),
  ownGoals: Number(row.own_goals),
  penaltiesSaved: Number(row.penalties_saved),
  penaltiesMissed: Number(row.penalties_missed),
  yellowCards: Number(row.yellow_cards),
  redCards: Number(row.red_cards),
  saves: Number(row.saves),
  bonus: Number(row.bonus),
});

if (!present) {
  console.warn(`FPL real-data test skipped: ${DATA_DIR} is absent (../shared is not beside this clone).`);
}

describe.skipIf(!present)(
  present ? 'FPL 2023/24 real data' : `FPL 2023/24 real data — skipped: ${DATA_DIR} is absent`,
  () => {
    it.each(FILES)('%s: the default table gives exactly total_points on every row', (file) => {
      const rows = readRows(file);
      expect(rows.length).toBeGreaterThan(500);
      const wrong = rows
        .map((row) => ({
          name: row.name,
          expected: Number(row.total_points),
          got: playerMatchPoints({ line: lineOf(row), fieldPosition: POSITIONS[row.position!]! }).points,
        }))
        .filter((r) => r.got !== r.expected);
      expect(wrong).toEqual([]);
    });

    it.each(FILES)('%s: every row passes the statistics line rules of the admin input', (file) => {
      const refused = readRows(file)
        .map((row) => ({
          name: row.name,
          problems: checkStatLine(
            Object.fromEntries(STAT_COLUMNS.map((c) => [c, Number(row[c])])) as WireStatLine,
          ),
        }))
        .filter((r) => r.problems.length > 0);
      expect(refused).toEqual([]);
    });
  },
);
