import type { MatchEventBody, MatchStateBody } from '@mliga/contract';
import { and, asc, desc, eq, inArray, not, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { appMeta, matches, players, seasons, users } from '../db/schema/index.ts';
import type { AuthUser } from '../http/auth.ts';
import { addMatchEvent, resetMatchCentre, setMatchLineup, setMatchState } from '../modules/admin/index.ts';

type Side = 'home' | 'guest';
/** Who does what, by role in the lineup (`keeper`, field players by index, `sub` by index). */
type Who = { side: Side; role: 'keeper' | 'field' | 'sub'; index?: number };
type Step =
  | { state: MatchStateBody['status']; minute: number }
  | (Omit<MatchEventBody, 'player_id' | 'second_player_id'> & { who: Who; second?: Who });

const home = (index: number): Who => ({ side: 'home', role: 'field', index });
const guest = (index: number): Who => ({ side: 'guest', role: 'field', index });

/** The prepared match: every kind of event, a half-time, the bonus and the full-time. */
const SCRIPT: Step[] = [
  { state: 'live', minute: 0 },
  { kind: 'goal', minute: 9, who: home(9), second: home(6) },
  { kind: 'saves', minute: 14, who: { side: 'guest', role: 'keeper' }, count: 2 },
  { kind: 'yellow_card', minute: 22, who: guest(2) },
  { kind: 'goal', minute: 31, who: guest(9), penalty: true },
  { state: 'half_time', minute: 45 },
  { state: 'live', minute: 46 },
  { kind: 'substitution', minute: 58, who: home(8), second: { side: 'home', role: 'sub', index: 0 } },
  { kind: 'goal', minute: 64, who: home(9), second: home(3) },
  { kind: 'red_card', minute: 71, who: guest(4) },
  { kind: 'penalty_missed', minute: 77, who: guest(9) },
  { kind: 'penalty_saved', minute: 77, who: { side: 'home', role: 'keeper' } },
  { kind: 'saves', minute: 83, who: { side: 'home', role: 'keeper' }, count: 3 },
  { kind: 'goal', minute: 88, who: guest(1), own_goal: true },
  // The bonus is entered at the final whistle, before the match is closed.
  { kind: 'bonus', minute: 90, who: home(9), count: 3 },
  { kind: 'bonus', minute: 90, who: { side: 'home', role: 'keeper' }, count: 2 },
  { kind: 'bonus', minute: 90, who: guest(9), count: 1 },
  { state: 'finished', minute: 90 },
];

type Squad = { keeper: number; field: number[]; subs: number[] };

const META_KEY = 'demo_live_match';
type MatchClubs = { id: number; homeTeamId: number; guestTeamId: number };
const clubs = { id: matches.id, homeTeamId: matches.homeTeamId, guestTeamId: matches.guestTeamId };

/**
 * The match replayed: the one chosen at the first start (kept in app_meta, so a restart goes on
 * with it), else the last match of the current season's first tour with a match still to play.
 */
async function pickMatch(db: Db): Promise<MatchClubs | null> {
  const [kept] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, META_KEY));
  if (kept) {
    const [match] = await db
      .select(clubs)
      .from(matches)
      .where(eq(matches.id, Number(kept.value)));
    if (match) return match;
  }
  const current = (where: SQL) =>
    db
      .select({ ...clubs, tour: matches.tour })
      .from(matches)
      .innerJoin(seasons, and(eq(seasons.id, matches.seasonId), eq(seasons.isCurrent, true)))
      .where(where);
  const [first] = await current(not(matches.isFinished)).orderBy(asc(matches.tour)).limit(1);
  if (!first) return null;
  const [match] = await current(and(eq(matches.tour, first.tour), not(matches.isFinished)) as SQL)
    .orderBy(desc(matches.startsAt), desc(matches.id))
    .limit(1);
  if (!match) return null;
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value: String(match.id) })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: String(match.id) } });
  return match;
}

/** A keeper, ten field players (defenders first) and three on the bench, from the club's squad. */
async function squadOf(db: Db, teamIds: number[]): Promise<Map<number, Squad>> {
  const rows = await db
    .select({ id: players.id, teamId: players.teamId, position: players.fieldPosition })
    .from(players)
    .where(inArray(players.teamId, teamIds))
    .orderBy(asc(players.fieldPosition), asc(players.id));
  const squads = new Map<number, Squad>();
  for (const teamId of teamIds) {
    const own = rows.filter((r) => r.teamId === teamId);
    const keeper = own.find((r) => r.position === 1);
    const field = own.filter((r) => r.position !== 1);
    if (!keeper || field.length < 11) continue;
    squads.set(teamId, {
      keeper: keeper.id,
      field: field.slice(0, 10).map((r) => r.id),
      subs: field.slice(10, 13).map((r) => r.id),
    });
  }
  return squads;
}

export type LiveReplay = { stop: () => Promise<void> };

/**
 * Issue 22 §5: with the demo, the last match of its current tour is played live while the site
 * runs — a prepared match, one step every `stepMs`, through the back office's own match centre —
 * then, after a pause, from the start again. Null when the demo has no such match.
 */
export async function startLiveReplay(
  db: Db,
  opts: { stepMs: number; pauseMs: number; log: (err: unknown) => void },
): Promise<LiveReplay | null> {
  const match = await pickMatch(db);
  const [admin] = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1);
  if (!match || !admin) return null;
  const squads = await squadOf(db, [match.homeTeamId, match.guestTeamId]);
  const sides = { home: squads.get(match.homeTeamId), guest: squads.get(match.guestTeamId) };
  if (!sides.home || !sides.guest) return null;
  const staff: AuthUser = { id: admin.id, login: admin.login, role: 'admin', winlineId: null };
  const idOf = (who: Who): number => {
    const squad = sides[who.side] as Squad;
    if (who.role === 'keeper') return squad.keeper;
    return (who.role === 'sub' ? squad.subs : squad.field)[who.index ?? 0] as number;
  };

  const play = async (step: Step) => {
    if ('state' in step) {
      await setMatchState(db, staff, match.id, { status: step.state, minute: step.minute });
      return;
    }
    const { who, second, ...event } = step;
    await addMatchEvent(db, staff, match.id, {
      ...event,
      player_id: idOf(who),
      second_player_id: second ? idOf(second) : null,
    });
  };
  const restart = async () => {
    await resetMatchCentre(db, staff, match.id);
    const lineup = (squad: Squad) => [
      { player_id: squad.keeper, starter: true },
      ...squad.field.map((player_id) => ({ player_id, starter: true })),
      ...squad.subs.map((player_id) => ({ player_id, starter: false })),
    ];
    await setMatchLineup(db, staff, match.id, { players: [...lineup(sides.home!), ...lineup(sides.guest!)] });
  };

  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let next = 0;
  const tick = () => {
    running = (async () => {
      try {
        if (next === 0) await restart();
        await play(SCRIPT[next] as Step);
        next = (next + 1) % SCRIPT.length;
      } catch (err) {
        opts.log(err);
        next = 0;
      }
    })();
    void running.then(() => {
      if (!stopped) timer = setTimeout(tick, next === 0 ? opts.pauseMs : opts.stepMs);
    });
  };
  timer = setTimeout(tick, opts.stepMs);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
