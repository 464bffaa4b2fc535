import { eq } from 'drizzle-orm';
import { FIELD_POSITION_NAMES, type FieldPosition } from '@mliga/domain';
import { PLAYER_STATUSES, players } from '../../db/schema/index.ts';
import {
  clubsByName,
  leagueImportMessages,
  nameKey,
  once,
  text,
  type ImportKind,
  type Plan,
} from './league-import.rows.ts';

const POSITION_NAMES = new Map<string, FieldPosition>();
for (const [id, names] of Object.entries(FIELD_POSITION_NAMES)) {
  const position = Number(id) as FieldPosition;
  for (const name of [id, names.name, names.shortName]) POSITION_NAMES.set(nameKey(name), position);
}
for (const [name, position] of [
  ['gk', 1],
  ['goalkeeper', 1],
  ['вратарь', 1],
  ['df', 2],
  ['def', 2],
  ['defender', 2],
  ['mf', 3],
  ['mid', 3],
  ['midfielder', 3],
  ['fw', 4],
  ['fwd', 4],
  ['forward', 4],
] as const)
  POSITION_NAMES.set(name, position);

const STATUS_NAMES = new Map<string, string>([
  ...PLAYER_STATUSES.map((s) => [s, s] as const),
  ['в строю', 'active'],
  ['травма', 'injury'],
  ['под вопросом', 'potential_injury'],
  ['дисквалификация', 'disqualified'],
]);

function price(value: string): number | null {
  const n = /^\d{1,3}([.,]\d{1,2})?$/.test(value) ? Number(value.replace(',', '.')) : NaN;
  return n > 0 && n <= 100 && Number.isInteger(n * 2) ? n : null;
}

/** Players: the natural key is name, surname and club. */
export const playersImport: ImportKind = {
  entity: 'player',
  columns: [
    { key: 'name', names: ['Имя', 'name', 'first_name'], required: true },
    { key: 'surname', names: ['Фамилия', 'surname', 'last_name'], required: true },
    { key: 'position', names: ['Позиция', 'Амплуа', 'position', 'field_position'], required: true },
    { key: 'club', names: ['Клуб', 'Команда', 'club', 'team'], required: true },
    { key: 'price', names: ['Цена', 'Стоимость', 'price'], required: true },
    { key: 'status', names: ['Статус', 'status'] },
    { key: 'nickname', names: ['Никнейм', 'Прозвище', 'nickname'] },
  ],
  async plan(tx, rows, problems) {
    const clubsFound = await clubsByName(tx);
    const stored = await tx.select().from(players);
    const byKey = new Map(stored.map((p) => [`${nameKey(p.name)}|${nameKey(p.surname)}|${p.teamId}`, p]));
    const seen = new Map<string, number>();
    const plans: Plan[] = [];
    for (const row of rows) {
      const before = problems.length;
      const name = text(row, 'name', 'Имя', 100, problems);
      const surname = text(row, 'surname', 'Фамилия', 100, problems);
      const clubName = text(row, 'club', 'Клуб', 100, problems);
      const club = clubName === undefined ? undefined : clubsFound.get(nameKey(clubName));
      if (clubName !== undefined && !club)
        problems.push({ line: row.line, message: leagueImportMessages.noClub(clubName) });
      const positionCell = row.cells.position ?? '';
      const position = POSITION_NAMES.get(nameKey(positionCell));
      if (!position) problems.push({ line: row.line, message: leagueImportMessages.position(positionCell) });
      const priceCell = row.cells.price ?? '';
      const cost = price(priceCell);
      if (cost === null) problems.push({ line: row.line, message: leagueImportMessages.price(priceCell) });
      const statusCell = row.cells.status ?? '';
      const status = statusCell === '' ? 'active' : STATUS_NAMES.get(nameKey(statusCell));
      if (!status) problems.push({ line: row.line, message: leagueImportMessages.status(statusCell) });
      const nickname = row.cells.nickname?.trim() ?? '';
      if (nickname.length > 100)
        problems.push({ line: row.line, message: leagueImportMessages.tooLong('Никнейм', 100) });
      if (problems.length > before || !club || !name || !surname) continue;
      const key = `${nameKey(name)}|${nameKey(surname)}|${club.id}`;
      if (!once(seen, key, `игрок «${name} ${surname}» (${club.name})`, row.line, problems)) continue;
      const wanted: Partial<typeof players.$inferInsert> = {
        fieldPosition: position!,
        price: cost!,
        status: status!,
      };
      if ('nickname' in row.cells) wanted.nickname = nickname === '' ? null : nickname;
      const label = `${name} ${surname} (${club.name})`;
      const old = byKey.get(key);
      if (!old) {
        const values = { name, surname, teamId: club.id, ...wanted } as typeof players.$inferInsert;
        plans.push({
          line: row.line,
          label,
          status: 'added',
          id: null,
          write: async (t) => (await t.insert(players).values(values).returning({ id: players.id }))[0]!.id,
        });
        continue;
      }
      const changed = Object.entries(wanted).some(([k, v]) => old[k as keyof typeof old] !== v);
      plans.push({
        line: row.line,
        label,
        status: changed ? 'changed' : 'unchanged',
        id: old.id,
        write: async (t) => {
          await t.update(players).set(wanted).where(eq(players.id, old.id));
          return old.id;
        },
      });
    }
    return plans;
  },
};
