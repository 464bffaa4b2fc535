import type { CsvProblem } from './player-stats.csv.ts';
import { csvMessages } from './player-stats.csv.ts';

/** A column of an import file: its key in the code and every header that names it (Russian first). */
export type CsvColumn<K extends string> = { key: K; names: readonly string[]; required?: boolean };
/** A data row: its line number in the file (the header is line 1) and the cells by column key. */
export type CsvRecord<K extends string> = { line: number; cells: Partial<Record<K, string>> };

export const csvTableMessages = {
  quote: 'незакрытая кавычка',
} as const;

/** Headers compare without case, surrounding spaces, quotes or the ё/е difference. */
const headerKey = (name: string) => name.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

/** Excel writes `;` where the decimal mark is a comma (Russian settings), `,` elsewhere: the header tells which. */
function separatorOf(header: string): string {
  const count = (c: string) => header.split(c).length;
  return count(';') > count(',') ? ';' : ',';
}

/** One line's cells: `"…"` may hold the separator, `""` is a quote. Null when a quote is left open. */
function splitLine(text: string, separator: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  if (quoted) return null;
  cells.push(cell.trim());
  return cells;
}

/**
 * Reads an import file the way the statistics import does (a header, then one
 * row a line, blank lines skipped, every problem with its line), but for files
 * people keep in Excel: UTF-8 with or without BOM, `;` or `,`, quoted cells,
 * headers in Russian or English in any order.
 */
export function readCsvTable<K extends string>(
  text: string,
  columns: readonly CsvColumn<K>[],
): { rows: CsvRecord<K>[]; problems: CsvProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const problems: CsvProblem[] = [];
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  if (headerIndex < 0) return { rows: [], problems: [{ line: 1, message: csvMessages.empty }] };
  const headerLine = headerIndex + 1;
  const separator = separatorOf(lines[headerIndex]!);
  const byName = new Map(columns.flatMap((c) => c.names.map((n) => [headerKey(n), c] as const)));
  const header = splitLine(lines[headerIndex]!, separator);
  if (!header) return { rows: [], problems: [{ line: headerLine, message: csvTableMessages.quote }] };
  const keys: K[] = [];
  const seen = new Set<K>();
  for (const name of header) {
    const column = byName.get(headerKey(name));
    if (!column) problems.push({ line: headerLine, message: csvMessages.unknownColumn(name) });
    else if (seen.has(column.key))
      problems.push({ line: headerLine, message: csvMessages.repeatedColumn(name) });
    else seen.add(column.key);
    if (column) keys.push(column.key);
  }
  for (const column of columns)
    if (column.required && !seen.has(column.key))
      problems.push({ line: headerLine, message: csvMessages.missingColumn(column.names[0]!) });
  if (problems.length > 0) return { rows: [], problems };

  const rows: CsvRecord<K>[] = [];
  for (let i = headerIndex + 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const line = i + 1;
    const cells = splitLine(lines[i]!, separator);
    if (!cells) {
      problems.push({ line, message: csvTableMessages.quote });
      continue;
    }
    // Excel pads a row with empty cells up to the widest one: trailing empties are not a mistake.
    while (cells.length > keys.length && cells[cells.length - 1] === '') cells.pop();
    if (cells.length !== keys.length) {
      problems.push({ line, message: csvMessages.cells(keys.length, cells.length) });
      continue;
    }
    const record: Partial<Record<K, string>> = {};
    keys.forEach((key, j) => (record[key] = cells[j]!));
    rows.push({ line, cells: record });
  }
  if (rows.length === 0 && problems.length === 0)
    problems.push({ line: headerLine, message: csvMessages.empty });
  return { rows, problems };
}

/** Wall-clock Moscow time (UTC+3 since 2014; the league's games are all after) to an instant. */
export function parseMoscowDateTime(value: string): Date | null {
  const m =
    /^(\d{1,2})\.(\d{1,2})\.(\d{4})[ T]+(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value) ??
    /^(\d{4})-(\d{1,2})-(\d{1,2})[ T]+(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!m) return null;
  const [day, month, year] = value.includes('.')
    ? [Number(m[1]), Number(m[2]), Number(m[3])]
    : [Number(m[3]), Number(m[2]), Number(m[1])];
  const [hour, minute] = [Number(m[4]), Number(m[5])];
  if (year < 2000 || year > 2100 || hour > 23 || minute > 59) return null;
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day) return null;
  return new Date(wall.getTime() - 3 * 60 * 60 * 1000);
}
