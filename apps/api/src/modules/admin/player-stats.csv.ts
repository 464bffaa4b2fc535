import { checkStatLine, STAT_COLUMNS, type WireStatLine } from '@mliga/domain';

/** A data row of the import file: its line number in the file (the header is line 1). */
export type CsvStatRow = { line: number; matchId: number; playerId: number; stats: WireStatLine };
export type CsvProblem = { line: number; message: string };

const KEY_COLUMNS = ['match_id', 'player_id'] as const;
const ALL_COLUMNS: readonly string[] = [...KEY_COLUMNS, ...STAT_COLUMNS];
const INTEGER = /^\d{1,10}$/;

export const csvMessages = {
  empty: 'Файл пуст: нужна строка заголовка и хотя бы одна строка данных',
  unknownColumn: (name: string) => `неизвестный столбец «${name}»`,
  repeatedColumn: (name: string) => `столбец «${name}» указан дважды`,
  missingColumn: (name: string) => `нет столбца «${name}»`,
  cells: (expected: number, got: number) => `ожидалось значений: ${expected}, получено: ${got}`,
  id: (name: string) => `«${name}» — целое положительное число`,
  integer: (name: string) => `«${name}» — целое неотрицательное число`,
  atLine: (line: number, message: string) => `Строка ${line}: ${message}`,
} as const;

/**
 * Reads the import file: a header naming match_id, player_id and every
 * statistics column (any order, nothing else), then one line per player and
 * match. Blank lines are skipped. Every problem is reported with its line.
 */
export function parseStatsCsv(text: string): { rows: CsvStatRow[]; problems: CsvProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const problems: CsvProblem[] = [];
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  if (headerIndex < 0) return { rows: [], problems: [{ line: 1, message: csvMessages.empty }] };
  const header = lines[headerIndex]!.split(',').map((h) => h.trim().toLowerCase());
  const headerLine = headerIndex + 1;
  const seen = new Set<string>();
  for (const name of header) {
    if (!ALL_COLUMNS.includes(name))
      problems.push({ line: headerLine, message: csvMessages.unknownColumn(name) });
    else if (seen.has(name)) problems.push({ line: headerLine, message: csvMessages.repeatedColumn(name) });
    seen.add(name);
  }
  for (const name of ALL_COLUMNS) {
    if (!seen.has(name)) problems.push({ line: headerLine, message: csvMessages.missingColumn(name) });
  }
  if (problems.length > 0) return { rows: [], problems };

  const rows: CsvStatRow[] = [];
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const text = lines[i]!;
    if (text.trim() === '') continue;
    const line = i + 1;
    const cells = text.split(',').map((c) => c.trim());
    if (cells.length !== header.length) {
      problems.push({ line, message: csvMessages.cells(header.length, cells.length) });
      continue;
    }
    const values = new Map(header.map((name, j) => [name, cells[j]!]));
    const rowProblems: string[] = [];
    const id = (name: string) => {
      const raw = values.get(name)!;
      const n = INTEGER.test(raw) ? Number(raw) : NaN;
      if (!(n >= 1 && n <= 2147483647)) rowProblems.push(csvMessages.id(name));
      return n;
    };
    const matchId = id('match_id');
    const playerId = id('player_id');
    const stats = {} as WireStatLine;
    for (const column of STAT_COLUMNS) {
      const raw = values.get(column)!;
      if (!INTEGER.test(raw)) rowProblems.push(csvMessages.integer(column));
      stats[column] = Number(raw);
    }
    if (rowProblems.length === 0) rowProblems.push(...checkStatLine(stats).map((p) => p.message));
    if (rowProblems.length > 0) problems.push(...rowProblems.map((message) => ({ line, message })));
    else rows.push({ line, matchId, playerId, stats });
  }
  if (rows.length === 0 && problems.length === 0)
    problems.push({ line: headerLine, message: csvMessages.empty });
  return { rows, problems };
}
