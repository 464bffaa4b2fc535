import type { Tx } from '../../db/connect.ts';
import { teams } from '../../db/schema/index.ts';
import type { CsvColumn, CsvRecord } from './csv-table.ts';
import type { CsvProblem } from './player-stats.csv.ts';

export const leagueImportMessages = {
  required: (column: string) => `«${column}» — обязательное значение`,
  tooLong: (column: string, max: number) => `«${column}» — не длиннее ${max} символов`,
  repeated: (what: string, line: number) => `${what} уже есть в строке ${line}`,
  noClub: (name: string) => `клуб «${name}» не найден: импортируйте клубы или добавьте его в «Команды»`,
  noVenue: (name: string) => `стадион «${name}» не найден: добавьте его в «Стадионы»`,
  position: (value: string) =>
    `позиция «${value}» неизвестна: Вратарь, Защитник, Полузащитник, Нападающий (или ВР, ЗЩ, ПЗ, НП, 1–4)`,
  status: (value: string) =>
    `статус «${value}» неизвестен: В строю, Травма, Под вопросом, Дисквалификация (или active, injury, potential_injury, disqualified)`,
  price: (value: string) => `цена «${value}» — число больше 0, не больше 100, кратное 0,5 (например, 5,5)`,
  tour: (value: string) => `тур «${value}» — целое число от 1 до 99`,
  date: (value: string) => `дата «${value}» — ДД.ММ.ГГГГ ЧЧ:ММ (московское время), например 01.09.2026 19:30`,
  sameClubs: 'команда не может играть сама с собой',
  logo: 'логотип — ссылка http(s) или путь /uploads/…',
} as const;

/** A club added without a logo shows the league's icon until one is uploaded in «Команды». */
export const DEFAULT_CLUB_LOGO = '/favicon.svg';

export type Status = 'added' | 'changed' | 'unchanged';
/** What one row does: decided while checking, written only by a real import. */
export type Plan = {
  line: number;
  label: string;
  status: Status;
  id: number | null;
  write: (tx: Tx) => Promise<number>;
};
export type ImportKind = {
  entity: string;
  columns: readonly CsvColumn<string>[];
  plan: (
    tx: Tx,
    rows: CsvRecord<string>[],
    problems: CsvProblem[],
    seasonId: number | null,
  ) => Promise<Plan[]>;
};

export const nameKey = (value: string) => value.trim().toLowerCase().replace(/ё/g, 'е');

/** A cell that must be filled and fit the column's length; `undefined` (reported) when not. */
export function text(
  row: CsvRecord<string>,
  key: string,
  label: string,
  max: number,
  problems: CsvProblem[],
) {
  const value = row.cells[key]?.trim() ?? '';
  if (value === '') problems.push({ line: row.line, message: leagueImportMessages.required(label) });
  else if (value.length > max)
    problems.push({ line: row.line, message: leagueImportMessages.tooLong(label, max) });
  else return value;
  return undefined;
}

/** Each natural key once per file: a second row with it is an error naming the first. */
export function once(
  seen: Map<string, number>,
  key: string,
  what: string,
  line: number,
  problems: CsvProblem[],
) {
  const first = seen.get(key);
  if (first !== undefined) problems.push({ line, message: leagueImportMessages.repeated(what, first) });
  else seen.set(key, line);
  return first === undefined;
}

export async function clubsByName(tx: Tx): Promise<Map<string, typeof teams.$inferSelect>> {
  const rows = await tx.select().from(teams);
  return new Map(rows.map((t) => [nameKey(t.name), t]));
}
