import { eq } from 'drizzle-orm';
import { teams } from '../../db/schema/index.ts';
import {
  clubsByName,
  DEFAULT_CLUB_LOGO,
  leagueImportMessages,
  nameKey,
  once,
  text,
  type ImportKind,
  type Plan,
} from './league-import.rows.ts';

/** Clubs: the natural key is the name (without case, ё as е). */
export const clubsImport: ImportKind = {
  entity: 'team',
  columns: [
    { key: 'name', names: ['Название', 'Клуб', 'Команда', 'name', 'club', 'team'], required: true },
    { key: 'short_name', names: ['Краткое название', 'Сокращение', 'short_name', 'short name'] },
    { key: 'city', names: ['Город', 'city'] },
    { key: 'logo', names: ['Логотип', 'logo'] },
  ],
  async plan(tx, rows, problems) {
    const stored = await clubsByName(tx);
    const seen = new Map<string, number>();
    const plans: Plan[] = [];
    for (const row of rows) {
      const before = problems.length;
      const name = text(row, 'name', 'Название', 100, problems);
      const shortName = row.cells.short_name?.trim() ?? '';
      if (shortName.length > 30)
        problems.push({ line: row.line, message: leagueImportMessages.tooLong('Сокращение', 30) });
      const city = row.cells.city?.trim() ?? '';
      if (city.length > 100)
        problems.push({ line: row.line, message: leagueImportMessages.tooLong('Город', 100) });
      const logo = row.cells.logo?.trim() ?? '';
      if (logo !== '' && (logo.length > 500 || !/^(\/[A-Za-z0-9/._-]+|https?:\/\/\S+)$/.test(logo)))
        problems.push({ line: row.line, message: leagueImportMessages.logo });
      if (name === undefined || !once(seen, nameKey(name), `клуб «${name}»`, row.line, problems)) continue;
      if (problems.length > before) continue;
      // Columns the file leaves out (or leaves empty) keep what is stored: an uploaded logo survives a re-import.
      const wanted: Partial<typeof teams.$inferInsert> = {};
      if (shortName !== '') wanted.shortName = shortName;
      if ('city' in row.cells) wanted.city = city === '' ? null : city;
      if (logo !== '') wanted.logo = logo;
      const old = stored.get(nameKey(name));
      if (!old) {
        const values = {
          name,
          shortName: name.slice(0, 30),
          logo: DEFAULT_CLUB_LOGO,
          ...wanted,
        } as typeof teams.$inferInsert;
        values.logoWhite = values.logo;
        plans.push({
          line: row.line,
          label: name,
          status: 'added',
          id: null,
          write: async (t) => (await t.insert(teams).values(values).returning({ id: teams.id }))[0]!.id,
        });
        continue;
      }
      const changed = Object.entries(wanted).some(([k, v]) => old[k as keyof typeof old] !== v);
      plans.push({
        line: row.line,
        label: name,
        status: changed ? 'changed' : 'unchanged',
        id: old.id,
        write: async (t) => {
          await t.update(teams).set(wanted).where(eq(teams.id, old.id));
          return old.id;
        },
      });
    }
    return plans;
  },
};
