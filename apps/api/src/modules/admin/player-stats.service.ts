import { inArray, sql } from 'drizzle-orm';
import type { PlayerStatLineInput, PlayerStatsImportResult } from '@mliga/contract';
import { checkStatLine, STAT_COLUMNS, type WireStatLine } from '@mliga/domain';
import type { Db, Tx } from '../../db/connect.ts';
import { matches, playerMatchStats, players } from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ruleBroken, type FieldError } from '../../http/errors.ts';
import { writeAuditLog } from '../audit/index.ts';
import { requestLiveStandings } from '../scoring/index.ts';
import { csvMessages, parseStatsCsv, type CsvProblem } from './player-stats.csv.ts';

/** At most this many problems are listed; the rest are counted. */
const MAX_LISTED_PROBLEMS = 50;

export const playerStatsMessages = {
  matchNotFound: (id: number) => `матч ${id} не найден`,
  playerNotFound: (id: number) => `игрок ${id} не найден`,
  foreignPlayer: (playerId: number, matchId: number) =>
    `игрок ${playerId} не играет ни за одну из команд матча ${matchId}`,
  repeatedPlayer: (playerId: number, matchId: number, line: number) =>
    `игрок ${playerId} в матче ${matchId} уже есть в строке ${line}`,
  repeatedInMatch: (playerId: number) => `Игрок ${playerId} указан в статистике матча дважды`,
  foreignInMatch: (playerId: number) => `Игрок ${playerId} не играет ни за одну из команд матча`,
  unknownInMatch: (playerId: number) => `Игрок ${playerId} не найден`,
  more: (n: number) => `И ещё ошибок: ${n}`,
} as const;

type StoredLine = WireStatLine & { playerId: number; teamId: number };
type MatchTeams = { id: number; seasonId: number; tour: number; homeTeamId: number; guestTeamId: number };
type Counts = { added: number; changed: number; removed: number; unchanged: number };

const COLUMN_OF: Record<(typeof STAT_COLUMNS)[number], keyof typeof playerMatchStats.$inferSelect> = {
  minutes: 'minutes',
  goals_scored: 'goals',
  assists: 'assists',
  clean_sheets: 'cleanSheets',
  goals_conceded: 'goalsConceded',
  own_goals: 'ownGoals',
  penalties_saved: 'penaltiesSaved',
  penalties_missed: 'penaltiesMissed',
  yellow_cards: 'yellowCards',
  red_cards: 'redCards',
  saves: 'saves',
  bonus: 'bonus',
};

const toWire = (row: typeof playerMatchStats.$inferSelect): WireStatLine =>
  Object.fromEntries(STAT_COLUMNS.map((c) => [c, row[COLUMN_OF[c]] as number])) as WireStatLine;

const toRow = (matchId: number, line: StoredLine): typeof playerMatchStats.$inferInsert => ({
  matchId,
  playerId: line.playerId,
  teamId: line.teamId,
  ...Object.fromEntries(STAT_COLUMNS.map((c) => [COLUMN_OF[c], line[c]])),
});

const sameFigures = (a: WireStatLine, b: WireStatLine) => STAT_COLUMNS.every((c) => a[c] === b[c]);

async function findMatches(db: Db | Tx, ids: number[]): Promise<Map<number, MatchTeams>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: matches.id,
      seasonId: matches.seasonId,
      tour: matches.tour,
      homeTeamId: matches.homeTeamId,
      guestTeamId: matches.guestTeamId,
    })
    .from(matches)
    .where(inArray(matches.id, ids));
  return new Map(rows.map((m) => [m.id, m]));
}

async function findPlayerTeams(db: Db | Tx, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, teamId: players.teamId })
    .from(players)
    .where(inArray(players.id, ids));
  return new Map(rows.map((p) => [p.id, p.teamId]));
}

async function storedLines(db: Db | Tx, matchIds: number[]) {
  if (matchIds.length === 0) return [];
  return db.select().from(playerMatchStats).where(inArray(playerMatchStats.matchId, matchIds));
}

/** What replacing a match's stored lines by `wanted` changes. */
function diff(stored: (typeof playerMatchStats.$inferSelect)[], wanted: StoredLine[]): Counts {
  const before = new Map(stored.map((r) => [r.playerId, r]));
  const counts: Counts = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  for (const line of wanted) {
    const old = before.get(line.playerId);
    if (!old) counts.added++;
    else if (sameFigures(toWire(old), line) && old.teamId === line.teamId) counts.unchanged++;
    else counts.changed++;
    before.delete(line.playerId);
  }
  counts.removed = before.size;
  return counts;
}

/** The match's lines become exactly these, inside the caller's transaction. */
async function writeLines(tx: Tx, matchId: number, lines: StoredLine[]): Promise<void> {
  await tx.execute(sql`delete from player_match_stats where match_id = ${matchId}`);
  for (let i = 0; i < lines.length; i += 500) {
    await tx.insert(playerMatchStats).values(lines.slice(i, i + 500).map((l) => toRow(matchId, l)));
  }
}

const fullLine = (input: PlayerStatLineInput): WireStatLine =>
  Object.fromEntries(STAT_COLUMNS.map((c) => [c, (input as Partial<WireStatLine>)[c] ?? 0])) as WireStatLine;

/**
 * The `stats` of POST /admin/matches/{id}/result/: checked (each player once,
 * of one of the two teams, figures within the rules) and written in the
 * caller's transaction in place of the match's previous lines, with an audit row.
 * Answers how many lines the match now has.
 */
export async function replaceMatchStats(
  tx: Tx,
  admin: AuthUser,
  matchId: number,
  input: PlayerStatLineInput[],
): Promise<number> {
  const match = (await findMatches(tx, [matchId])).get(matchId);
  if (!match) return 0;
  const teams = await findPlayerTeams(
    tx,
    input.map((l) => l.player_id),
  );
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  const lines: StoredLine[] = [];
  input.forEach((item, i) => {
    const field = (column: string) => `stats[${i}].${column}`;
    const stats = fullLine(item);
    const teamId = teams.get(item.player_id);
    if (seen.has(item.player_id))
      errors.push({
        message: playerStatsMessages.repeatedInMatch(item.player_id),
        field: field('player_id'),
      });
    else if (teamId === undefined)
      errors.push({ message: playerStatsMessages.unknownInMatch(item.player_id), field: field('player_id') });
    else if (teamId !== match.homeTeamId && teamId !== match.guestTeamId)
      errors.push({ message: playerStatsMessages.foreignInMatch(item.player_id), field: field('player_id') });
    seen.add(item.player_id);
    for (const problem of checkStatLine(stats))
      errors.push({ message: problem.message, field: field(problem.column) });
    if (teamId !== undefined && teamId !== null) lines.push({ ...stats, playerId: item.player_id, teamId });
  });
  if (errors.length > 0) throw ruleBroken(errors);
  const before = await storedLines(tx, [matchId]);
  await writeLines(tx, matchId, lines);
  await writeAuditLog(tx, {
    userId: admin.id,
    action: 'match.stats',
    entity: 'match',
    entityId: matchId,
    data: { ...diff(before, lines), lines: input },
  });
  return lines.length;
}

/** A 422 listing the file's problems by line (the first MAX_LISTED_PROBLEMS, then how many more). */
export function refuseFile(problems: CsvProblem[]): never {
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  const errors: FieldError[] = sorted
    .slice(0, MAX_LISTED_PROBLEMS)
    .map((p) => ({ message: csvMessages.atLine(p.line, p.message), field: 'csv' }));
  if (sorted.length > MAX_LISTED_PROBLEMS)
    errors.push({ message: playerStatsMessages.more(sorted.length - MAX_LISTED_PROBLEMS), field: 'csv' });
  throw ruleBroken(errors);
}

/**
 * POST /admin/player-stats/import/: every row is checked (the file's rules,
 * then that the match and the player exist and the player is of one of its
 * teams, each player once per match); a file with any problem is refused
 * whole. Each match in the file gets exactly its lines, in one transaction
 * with an audit row per match. A dry run answers the same counts and writes nothing.
 */
export async function importPlayerStats(
  db: Db,
  admin: AuthUser,
  csv: string,
  dryRun: boolean,
): Promise<PlayerStatsImportResult> {
  const { rows, problems } = parseStatsCsv(csv);
  if (problems.length > 0 && rows.length === 0) refuseFile(problems);
  const matchIds = [...new Set(rows.map((r) => r.matchId))];
  const answer = await db.transaction(async (tx) => {
    // One after another: a transaction is one connection.
    const found = await findMatches(tx, matchIds);
    const teams = await findPlayerTeams(tx, [...new Set(rows.map((r) => r.playerId))]);
    const firstLine = new Map<string, number>();
    const byMatch = new Map<number, StoredLine[]>();
    for (const row of rows) {
      const match = found.get(row.matchId);
      const teamId = teams.get(row.playerId);
      const key = `${row.matchId}:${row.playerId}`;
      const problem = !match
        ? playerStatsMessages.matchNotFound(row.matchId)
        : teamId === undefined
          ? playerStatsMessages.playerNotFound(row.playerId)
          : teamId !== match.homeTeamId && teamId !== match.guestTeamId
            ? playerStatsMessages.foreignPlayer(row.playerId, row.matchId)
            : firstLine.has(key)
              ? playerStatsMessages.repeatedPlayer(row.playerId, row.matchId, firstLine.get(key)!)
              : null;
      if (!firstLine.has(key)) firstLine.set(key, row.line);
      if (problem) {
        problems.push({ line: row.line, message: problem });
        continue;
      }
      const lines = byMatch.get(row.matchId) ?? [];
      lines.push({ ...row.stats, playerId: row.playerId, teamId: teamId! });
      byMatch.set(row.matchId, lines);
    }
    if (problems.length > 0) refuseFile(problems);

    const stored = await storedLines(tx, matchIds);
    const result: PlayerStatsImportResult = {
      dry_run: dryRun,
      rows: rows.length,
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: 0,
      matches: [],
      fantasy_stage_ids: [],
    };
    for (const [matchId, lines] of [...byMatch].sort((a, b) => a[0] - b[0])) {
      const counts = diff(
        stored.filter((r) => r.matchId === matchId),
        lines,
      );
      result.matches.push({ match_id: matchId, ...counts });
      for (const k of ['added', 'changed', 'removed', 'unchanged'] as const) result[k] += counts[k];
      if (dryRun) continue;
      await writeLines(tx, matchId, lines);
      await writeAuditLog(tx, {
        userId: admin.id,
        action: 'player_stats.import',
        entity: 'match',
        entityId: matchId,
        data: { ...counts, lines: lines.length },
      });
    }
    const { rows: stages } = await tx.execute<{ id: number }>(sql`
      select distinct s.id from fantasy_stages s
      join fantasy_leagues l on l.id = s.league_id
      join matches m on m.season_id = l.season_id and m.tour = s.tour
      where m.id in (${sql.join(
        matchIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})
      order by s.id`);
    result.fantasy_stage_ids = stages.map((s) => s.id);
    return result;
  });
  // The live places of a tour being played move with its statistics.
  if (!dryRun) for (const matchId of matchIds) requestLiveStandings(db, { matchId });
  return answer;
}
