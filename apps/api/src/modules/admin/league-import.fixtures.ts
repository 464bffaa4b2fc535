import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connect.ts';
import { matchDetails, matches, seasonTeams, venues } from '../../db/schema/index.ts';
import { parseMoscowDateTime } from './csv-table.ts';
import {
  clubsByName,
  leagueImportMessages,
  nameKey,
  once,
  text,
  type ImportKind,
  type Plan,
} from './league-import.rows.ts';
import { followMatchKickOff } from '../predictor/index.ts';

/** Fixtures: the natural key is season, tour, home and away. */
export const fixturesImport: ImportKind = {
  entity: 'match',
  columns: [
    { key: 'tour', names: ['Тур', 'tour'], required: true },
    {
      key: 'starts_at',
      names: ['Начало', 'Дата', 'Дата и время', 'starts_at', 'kickoff', 'kick-off'],
      required: true,
    },
    { key: 'home', names: ['Хозяева', 'Хозяин', 'home'], required: true },
    { key: 'away', names: ['Гости', 'Гость', 'away', 'guest'], required: true },
    { key: 'venue', names: ['Стадион', 'Поле', 'venue', 'ground', 'stadium'] },
  ],
  async plan(tx, rows, problems, seasonId) {
    const clubsFound = await clubsByName(tx);
    const venueRows = await tx.select({ id: venues.id, name: venues.name }).from(venues);
    const venuesFound = new Map(venueRows.map((v) => [nameKey(v.name), v.id]));
    const stored = await tx
      .select({
        id: matches.id,
        tour: matches.tour,
        startsAt: matches.startsAt,
        home: matches.homeTeamId,
        away: matches.guestTeamId,
        venueId: matchDetails.venueId,
      })
      .from(matches)
      .leftJoin(matchDetails, eq(matchDetails.matchId, matches.id))
      .where(eq(matches.seasonId, seasonId!));
    const byKey = new Map(stored.map((m) => [`${m.tour}|${m.home}|${m.away}`, m]));
    const seen = new Map<string, number>();
    const plans: Plan[] = [];
    for (const row of rows) {
      const before = problems.length;
      const tourCell = row.cells.tour ?? '';
      const tour = /^\d{1,2}$/.test(tourCell) ? Number(tourCell) : 0;
      if (tour < 1) problems.push({ line: row.line, message: leagueImportMessages.tour(tourCell) });
      const startsAt = parseMoscowDateTime(row.cells.starts_at ?? '');
      if (!startsAt)
        problems.push({ line: row.line, message: leagueImportMessages.date(row.cells.starts_at ?? '') });
      const club = (key: 'home' | 'away', label: string) => {
        const value = text(row, key, label, 100, problems);
        const found = value === undefined ? undefined : clubsFound.get(nameKey(value));
        if (value !== undefined && !found)
          problems.push({ line: row.line, message: leagueImportMessages.noClub(value) });
        return found;
      };
      const home = club('home', 'Хозяева');
      const away = club('away', 'Гости');
      if (home && away && home.id === away.id)
        problems.push({ line: row.line, message: leagueImportMessages.sameClubs });
      const venueCell = row.cells.venue?.trim() ?? '';
      const venueId = venueCell === '' ? null : venuesFound.get(nameKey(venueCell));
      if (venueId === undefined)
        problems.push({ line: row.line, message: leagueImportMessages.noVenue(venueCell) });
      if (problems.length > before || !home || !away || !startsAt) continue;
      const key = `${tour}|${home.id}|${away.id}`;
      const label = `${tour} тур: ${home.name} — ${away.name}`;
      if (!once(seen, key, `матч «${label}»`, row.line, problems)) continue;
      const extras = async (t: Tx, matchId: number) => {
        if ('venue' in row.cells)
          await t
            .insert(matchDetails)
            .values({ matchId, venueId: venueId ?? null })
            .onConflictDoUpdate({
              target: matchDetails.matchId,
              set: { venueId: venueId ?? null, updatedAt: new Date() },
            });
        await t
          .insert(seasonTeams)
          .values([
            { seasonId: seasonId!, teamId: home.id },
            { seasonId: seasonId!, teamId: away.id },
          ])
          .onConflictDoNothing();
        return matchId;
      };
      const old = byKey.get(key);
      if (!old) {
        const values = { seasonId: seasonId!, tour, startsAt, homeTeamId: home.id, guestTeamId: away.id };
        plans.push({
          line: row.line,
          label,
          status: 'added',
          id: null,
          write: async (t) =>
            extras(t, (await t.insert(matches).values(values).returning({ id: matches.id }))[0]!.id),
        });
        continue;
      }
      const timeChanged = old.startsAt.getTime() !== startsAt.getTime();
      const venueChanged = 'venue' in row.cells && (old.venueId ?? null) !== (venueId ?? null);
      plans.push({
        line: row.line,
        label,
        status: timeChanged || venueChanged ? 'changed' : 'unchanged',
        id: old.id,
        write: async (t) => {
          if (timeChanged) {
            await t.update(matches).set({ startsAt }).where(eq(matches.id, old.id));
            await followMatchKickOff(t, old.id, startsAt);
          }
          return extras(t, old.id);
        },
      });
    }
    return plans;
  },
};
