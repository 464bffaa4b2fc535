import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type {
  AdminMatchCentre,
  MatchEventBody,
  MatchEventKind,
  MatchEventPatch,
  MatchLineupBody,
  MatchStateBody,
  MatchEvent as WireMatchEvent,
} from '@mliga/contract';
import { deriveMatch, type MatchEvent, type MatchSide } from '@mliga/domain';
import type { Db, Tx } from '../../db/connect.ts';
import { matchEvents, matchLineups, matchLive, matches, players } from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/auth.ts';
import { notFound, ruleBroken, type FieldError } from '../../http/errors.ts';
import { writeAuditLog } from '../audit/index.ts';
import { publishLive } from '../live/index.ts';
import { requestLiveStandings } from '../scoring/index.ts';
import { readPublicMatch, readSiteMatch } from '../season/index.ts';
import { replaceMatchStats } from './player-stats.service.ts';

export const matchCentreMessages = {
  matchNotFound: 'Матч не найден',
  eventNotFound: 'Событие не найдено',
  notInSquads: 'Игрок не из составов этого матча',
  notInLineup: 'Игрок не заявлен на матч: сначала отметьте его в составе',
  repeated: 'Игрок указан в составе дважды',
  secondPlayerSide: 'Второй игрок должен быть из той же команды',
  secondPlayerSame: 'Второй игрок должен отличаться от первого',
  replacementNeeded: 'Укажите игрока, вышедшего на замену',
  noStarters: 'Отметьте стартовые составы обеих команд',
  finished: 'Матч завершён: события правятся после возврата в игру (статус «идёт»)',
  notStarted: 'Матч ещё не начат: сначала отметьте начало матча',
  saved: 'Событие сохранено',
  removed: 'Событие удалено',
  lineupSaved: 'Составы сохранены',
  stateSaved: 'Статус матча сохранён',
} as const;

type MatchRow = { id: number; homeTeamId: number; guestTeamId: number };
type Live = { status: AdminMatchCentre['status']; minute: number };
type LineupRow = { playerId: number; side: MatchSide; starter: boolean };
type EventRow = typeof matchEvents.$inferSelect;

async function lockMatch(tx: Tx, matchId: number): Promise<MatchRow> {
  const [match] = await tx
    .select({ id: matches.id, homeTeamId: matches.homeTeamId, guestTeamId: matches.guestTeamId })
    .from(matches)
    .where(eq(matches.id, matchId))
    .for('update');
  if (!match) throw notFound(matchCentreMessages.matchNotFound);
  return match;
}

async function readLive(db: Db | Tx, matchId: number): Promise<Live> {
  const [row] = await db
    .select({ status: matchLive.status, minute: matchLive.minute })
    .from(matchLive)
    .where(eq(matchLive.matchId, matchId));
  return row
    ? { status: row.status as Live['status'], minute: row.minute }
    : { status: 'scheduled', minute: 0 };
}

async function readLineup(db: Db | Tx, matchId: number): Promise<LineupRow[]> {
  const rows = await db
    .select({ playerId: matchLineups.playerId, side: matchLineups.side, starter: matchLineups.starter })
    .from(matchLineups)
    .where(eq(matchLineups.matchId, matchId));
  return rows.map((r) => ({ ...r, side: r.side as MatchSide }));
}

const readEvents = (db: Db | Tx, matchId: number) =>
  db
    .select()
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.minute), asc(matchEvents.id));

const presentEvent = (e: EventRow): WireMatchEvent => ({
  id: e.id,
  kind: e.kind,
  minute: e.minute,
  player_id: e.playerId,
  second_player_id: e.secondPlayerId,
  penalty: e.penalty,
  own_goal: e.ownGoal,
  count: e.count,
});

function toDomainEvent(e: EventRow): MatchEvent | null {
  const base = { minute: e.minute, playerId: e.playerId };
  switch (e.kind) {
    case 'goal':
      return { ...base, kind: 'goal', assistId: e.secondPlayerId, penalty: e.penalty, ownGoal: e.ownGoal };
    case 'substitution':
      return { ...base, kind: 'substitution', replacementId: e.secondPlayerId as number };
    case 'saves':
      return { ...base, kind: 'saves', count: e.count };
    case 'yellow_card':
    case 'red_card':
    case 'penalty_saved':
    case 'penalty_missed':
      return { ...base, kind: e.kind };
    default:
      return null;
  }
}

/**
 * The match's statistics lines and score become what its events say: derived, written through the
 * result form's own path (checked, audited), so both paths end in the same lines. Browsers following
 * the match get it at the commit.
 */
async function rederive(tx: Tx, admin: AuthUser, match: MatchRow): Promise<void> {
  // One after another: inside a transaction they share one connection.
  const live = await readLive(tx, match.id);
  const lineup = await readLineup(tx, match.id);
  const events = await readEvents(tx, match.id);
  if (live.status === 'scheduled') return;
  const derived = deriveMatch({
    players: lineup,
    events: events.map(toDomainEvent).filter((e) => e !== null),
    endMinute: live.minute,
    bonus: new Map(events.filter((e) => e.kind === 'bonus').map((e) => [e.playerId, e.count])),
  });
  await tx
    .update(matches)
    .set({
      homeScore: derived.score.home,
      guestScore: derived.score.guest,
      isFinished: live.status === 'finished',
    })
    .where(eq(matches.id, match.id));
  const lines = [...derived.lines].map(([playerId, line]) => ({ player_id: playerId, ...line }));
  await replaceMatchStats(tx, admin, match.id, lines);
  await publishMatch(tx, match.id);
}

async function publishMatch(tx: Tx, matchId: number): Promise<void> {
  await publishLive(tx, [
    { topic: `match:${matchId}`, payload: await readPublicMatch(tx, matchId) },
    { topic: 'matches', payload: await readSiteMatch(tx, matchId) },
  ]);
}

/** After a committed change: the live places move (in the background), and the screen reads the match again. */
function afterChange(db: Db, matchId: number): Promise<AdminMatchCentre> {
  requestLiveStandings(db, { matchId });
  return getMatchCentre(db, matchId);
}

/** The match's two squads (the clubs' players), who is in the lineup, the events and the state. */
export async function getMatchCentre(db: Db, matchId: number): Promise<AdminMatchCentre> {
  const [match] = await db
    .select({
      id: matches.id,
      homeTeamId: matches.homeTeamId,
      guestTeamId: matches.guestTeamId,
      homeScore: matches.homeScore,
      guestScore: matches.guestScore,
    })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match) throw notFound(matchCentreMessages.matchNotFound);
  const [live, lineup, events, squad] = await Promise.all([
    readLive(db, matchId),
    readLineup(db, matchId),
    readEvents(db, matchId),
    db
      .select({ id: players.id, name: players.name, surname: players.surname, teamId: players.teamId })
      .from(players)
      .where(or(eq(players.teamId, match.homeTeamId), eq(players.teamId, match.guestTeamId)))
      .orderBy(asc(players.surname), asc(players.name), asc(players.id)),
  ]);
  const inLineup = new Map(lineup.map((p) => [p.playerId, p]));
  return {
    id: match.id,
    status: live.status,
    minute: live.minute,
    home_score: match.homeScore ?? 0,
    guest_score: match.guestScore ?? 0,
    players: squad.map((p) => ({
      player_id: p.id,
      name: `${p.surname} ${p.name}`,
      side: p.teamId === match.homeTeamId ? ('home' as const) : ('guest' as const),
      in_lineup: inLineup.has(p.id),
      starter: inLineup.get(p.id)?.starter ?? false,
    })),
    events: events.map(presentEvent),
  };
}

/** PUT …/lineup/: the two squads of the match, each player of one of its clubs. */
export async function setMatchLineup(
  db: Db,
  admin: AuthUser,
  matchId: number,
  body: MatchLineupBody,
): Promise<AdminMatchCentre> {
  await db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    const ids = body.players.map((p) => p.player_id);
    const clubs = new Map(
      ids.length === 0
        ? []
        : (
            await tx
              .select({ id: players.id, teamId: players.teamId })
              .from(players)
              .where(inArray(players.id, ids))
          ).map((p) => [p.id, p.teamId]),
    );
    const errors: FieldError[] = [];
    const seen = new Set<number>();
    body.players.forEach((p, i) => {
      const club = clubs.get(p.player_id);
      if (seen.has(p.player_id))
        errors.push({ message: matchCentreMessages.repeated, field: `players[${i}].player_id` });
      else if (club !== match.homeTeamId && club !== match.guestTeamId)
        errors.push({ message: matchCentreMessages.notInSquads, field: `players[${i}].player_id` });
      seen.add(p.player_id);
    });
    if (errors.length > 0) throw ruleBroken(errors);
    await tx.delete(matchLineups).where(eq(matchLineups.matchId, matchId));
    if (body.players.length > 0)
      await tx.insert(matchLineups).values(
        body.players.map((p) => ({
          matchId,
          playerId: p.player_id,
          side: clubs.get(p.player_id) === match.homeTeamId ? 'home' : 'guest',
          starter: p.starter,
        })),
      );
    await writeAuditLog(tx, {
      userId: admin.id,
      action: 'match.lineup',
      entity: 'match',
      entityId: matchId,
      data: body,
    });
    await checkEventsAgainstLineup(tx, matchId);
    await rederive(tx, admin, match);
  });
  return afterChange(db, matchId);
}

/** The events' players must stay in the lineup (a lineup change cannot orphan an event). */
async function checkEventsAgainstLineup(tx: Tx, matchId: number) {
  const lineup = new Map((await readLineup(tx, matchId)).map((p) => [p.playerId, p]));
  for (const e of await readEvents(tx, matchId))
    for (const id of [e.playerId, e.secondPlayerId])
      if (id !== null && !lineup.has(id)) throw ruleBroken(matchCentreMessages.notInLineup, 'players');
}

/** The event's players against the lineup: both in it, the second one of the same side. */
function checkEvent(event: MatchEventBody, lineup: Map<number, LineupRow>): FieldError[] {
  const errors: FieldError[] = [];
  const first = lineup.get(event.player_id);
  if (!first) errors.push({ message: matchCentreMessages.notInLineup, field: 'player_id' });
  const secondId = event.second_player_id ?? null;
  if (event.kind === 'substitution' && secondId === null)
    errors.push({ message: matchCentreMessages.replacementNeeded, field: 'second_player_id' });
  if (secondId !== null) {
    const second = lineup.get(secondId);
    if (!second) errors.push({ message: matchCentreMessages.notInLineup, field: 'second_player_id' });
    else if (secondId === event.player_id)
      errors.push({ message: matchCentreMessages.secondPlayerSame, field: 'second_player_id' });
    else if (first && second.side !== first.side)
      errors.push({ message: matchCentreMessages.secondPlayerSide, field: 'second_player_id' });
  }
  return errors;
}

const eventValues = (event: MatchEventBody) => ({
  kind: event.kind,
  minute: event.minute,
  playerId: event.player_id,
  secondPlayerId:
    event.kind === 'goal' || event.kind === 'substitution' ? (event.second_player_id ?? null) : null,
  penalty: event.kind === 'goal' && (event.penalty ?? false),
  ownGoal: event.kind === 'goal' && (event.own_goal ?? false),
  count: event.kind === 'saves' || event.kind === 'bonus' ? (event.count ?? 1) : 1,
});

async function writeEvent(
  db: Db,
  admin: AuthUser,
  matchId: number,
  eventId: number | null,
  change: (before: EventRow | null) => MatchEventBody | null,
): Promise<AdminMatchCentre> {
  await db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    const live = await readLive(tx, matchId);
    if (live.status === 'finished') throw ruleBroken(matchCentreMessages.finished);
    if (live.status === 'scheduled') throw ruleBroken(matchCentreMessages.notStarted);
    let before: EventRow | null = null;
    if (eventId !== null) {
      [before = null] = await tx
        .select()
        .from(matchEvents)
        .where(and(eq(matchEvents.id, eventId), eq(matchEvents.matchId, matchId)));
      if (!before) throw notFound(matchCentreMessages.eventNotFound);
    }
    const after = change(before);
    if (after) {
      const errors = checkEvent(after, new Map((await readLineup(tx, matchId)).map((p) => [p.playerId, p])));
      if (errors.length > 0) throw ruleBroken(errors);
      if (before) await tx.update(matchEvents).set(eventValues(after)).where(eq(matchEvents.id, before.id));
      else await tx.insert(matchEvents).values({ matchId, ...eventValues(after) });
    } else if (before) await tx.delete(matchEvents).where(eq(matchEvents.id, before.id));
    // While the match is played, the minute reached follows the latest event entered.
    if (after && after.minute > live.minute)
      await tx
        .update(matchLive)
        .set({ minute: after.minute, updatedAt: new Date() })
        .where(eq(matchLive.matchId, matchId));
    await writeAuditLog(tx, {
      userId: admin.id,
      action: `match.event.${!before ? 'create' : after ? 'update' : 'delete'}`,
      entity: 'match',
      entityId: matchId,
      data: { before: before && presentEvent(before), after },
    });
    await rederive(tx, admin, match);
  });
  return afterChange(db, matchId);
}

export const addMatchEvent = (db: Db, admin: AuthUser, matchId: number, body: MatchEventBody) =>
  writeEvent(db, admin, matchId, null, () => body);

export const correctMatchEvent = (
  db: Db,
  admin: AuthUser,
  matchId: number,
  eventId: number,
  patch: MatchEventPatch,
) => writeEvent(db, admin, matchId, eventId, (before) => ({ ...bodyOf(before as EventRow), ...patch }));

const bodyOf = (e: EventRow): MatchEventBody => ({
  kind: e.kind as MatchEventKind,
  minute: e.minute,
  player_id: e.playerId,
  second_player_id: e.secondPlayerId,
  penalty: e.penalty,
  own_goal: e.ownGoal,
  count: e.count,
});

export const removeMatchEvent = (db: Db, admin: AuthUser, matchId: number, eventId: number) =>
  writeEvent(db, admin, matchId, eventId, () => null);

/** POST …/state/: kick-off needs both starting lineups; the minute moves with each call. */
export async function setMatchState(
  db: Db,
  admin: AuthUser,
  matchId: number,
  body: MatchStateBody,
): Promise<AdminMatchCentre> {
  await db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    const before = await readLive(tx, matchId);
    const lineup = await readLineup(tx, matchId);
    const starters = (side: MatchSide) => lineup.some((p) => p.side === side && p.starter);
    if (!starters('home') || !starters('guest')) throw ruleBroken(matchCentreMessages.noStarters);
    const lastEvent = (await readEvents(tx, matchId)).reduce((m, e) => Math.max(m, e.minute), 0);
    const minute = body.minute ?? Math.max(before.minute, lastEvent, body.status === 'finished' ? 90 : 0);
    await tx
      .insert(matchLive)
      .values({ matchId, status: body.status, minute })
      .onConflictDoUpdate({
        target: matchLive.matchId,
        set: { status: body.status, minute, updatedAt: new Date() },
      });
    await writeAuditLog(tx, {
      userId: admin.id,
      action: 'match.state',
      entity: 'match',
      entityId: matchId,
      data: { before, after: { status: body.status, minute } },
    });
    await rederive(tx, admin, match);
  });
  return afterChange(db, matchId);
}

/** The match back to «not started»: no events, lineups, state, statistics or score (the demo's replay). */
export async function resetMatchCentre(db: Db, admin: AuthUser, matchId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMatch(tx, matchId);
    await tx.delete(matchEvents).where(eq(matchEvents.matchId, matchId));
    await tx.delete(matchLineups).where(eq(matchLineups.matchId, matchId));
    await tx.delete(matchLive).where(eq(matchLive.matchId, matchId));
    await replaceMatchStats(tx, admin, matchId, []);
    await tx
      .update(matches)
      .set({ homeScore: null, guestScore: null, isFinished: false })
      .where(eq(matches.id, matchId));
    await writeAuditLog(tx, {
      userId: admin.id,
      action: 'match.reset',
      entity: 'match',
      entityId: matchId,
      data: {},
    });
    await publishMatch(tx, matchId);
  });
  requestLiveStandings(db, { matchId });
}
