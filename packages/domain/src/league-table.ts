/** A club in a league table. */
export type TableTeam = { id: number; name: string };

/** A finished match: only these count in the table. */
export type TableMatch = {
  homeTeamId: number;
  guestTeamId: number;
  homeScore: number;
  guestScore: number;
};

export type FormResult = 'W' | 'D' | 'L';

export type TableRow = {
  place: number;
  teamId: number;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** The last five results, oldest first (in the order the matches were given). */
  form: FormResult[];
};

export const POINTS_FOR_WIN = 3;
export const POINTS_FOR_DRAW = 1;
const FORM_LENGTH = 5;

type Line = Omit<TableRow, 'place'>;

function emptyLine(team: TableTeam): Line {
  return {
    teamId: team.id,
    name: team.name,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    points: 0,
    form: [],
  };
}

function record(line: Line, scored: number, conceded: number): void {
  line.played++;
  line.goalsFor += scored;
  line.goalsAgainst += conceded;
  line.goalDifference = line.goalsFor - line.goalsAgainst;
  const result: FormResult = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
  if (result === 'W') line.won++;
  else if (result === 'D') line.drawn++;
  else line.lost++;
  line.points = line.won * POINTS_FOR_WIN + line.drawn * POINTS_FOR_DRAW;
  line.form.push(result);
  if (line.form.length > FORM_LENGTH) line.form.shift();
}

/** Points each team of `group` took in the matches played among the group only. */
function headToHeadPoints(group: readonly Line[], matches: readonly TableMatch[]): Map<number, number> {
  const ids = new Set(group.map((l) => l.teamId));
  const points = new Map<number, number>(group.map((l) => [l.teamId, 0]));
  for (const m of matches) {
    if (!ids.has(m.homeTeamId) || !ids.has(m.guestTeamId)) continue;
    const home =
      m.homeScore > m.guestScore ? POINTS_FOR_WIN : m.homeScore === m.guestScore ? POINTS_FOR_DRAW : 0;
    const guest =
      m.guestScore > m.homeScore ? POINTS_FOR_WIN : m.homeScore === m.guestScore ? POINTS_FOR_DRAW : 0;
    points.set(m.homeTeamId, (points.get(m.homeTeamId) ?? 0) + home);
    points.set(m.guestTeamId, (points.get(m.guestTeamId) ?? 0) + guest);
  }
  return points;
}

/**
 * The league table from finished matches: 3 points for a win, 1 for a draw.
 * Teams level on points are ordered by the points they took in the matches
 * among themselves (head-to-head), then by goal difference, then by goals
 * scored (both over all matches), then by name so that places are unique.
 * Every team of `teams` has a row, even before its first match; matches of
 * other teams are ignored.
 */
export function buildLeagueTable(opts: {
  teams: readonly TableTeam[];
  matches: readonly TableMatch[];
}): TableRow[] {
  const lines = new Map<number, Line>(opts.teams.map((t) => [t.id, emptyLine(t)]));
  const counted: TableMatch[] = [];
  for (const m of opts.matches) {
    const home = lines.get(m.homeTeamId);
    const guest = lines.get(m.guestTeamId);
    if (!home || !guest || m.homeTeamId === m.guestTeamId) continue;
    record(home, m.homeScore, m.guestScore);
    record(guest, m.guestScore, m.homeScore);
    counted.push(m);
  }

  const byPoints = new Map<number, Line[]>();
  for (const line of lines.values()) {
    byPoints.set(line.points, [...(byPoints.get(line.points) ?? []), line]);
  }
  const ordered: Line[] = [];
  for (const points of [...byPoints.keys()].sort((a, b) => b - a)) {
    const group = byPoints.get(points) ?? [];
    const h2h = group.length > 1 ? headToHeadPoints(group, counted) : new Map<number, number>();
    ordered.push(
      ...[...group].sort(
        (a, b) =>
          (h2h.get(b.teamId) ?? 0) - (h2h.get(a.teamId) ?? 0) ||
          b.goalDifference - a.goalDifference ||
          b.goalsFor - a.goalsFor ||
          a.name.localeCompare(b.name, 'ru') ||
          a.teamId - b.teamId,
      ),
    );
  }
  return ordered.map((line, i) => ({ ...line, place: i + 1 }));
}
