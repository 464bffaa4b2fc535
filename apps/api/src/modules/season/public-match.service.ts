import type { LiveMatches, PublicMatch, PublicMatchEvent, SiteMatch } from '@mliga/contract';
import { and, asc, eq, inArray, not } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { matches, matchLive } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { liveCursor } from '../live/index.ts';
import { findMatches, type MatchRow } from './matches.queries.ts';
import { findMatchEvents, findMatchPlayers, type MatchEventRow } from './public-match.queries.ts';
import { presentMatch, presentPlayerBrief } from './season.presenter.ts';
import { SEASON_MESSAGES } from './season.messages.ts';

type Side = PublicMatchEvent['side'];
const other = (side: Side): Side => (side === 'home' ? 'guest' : 'home');
const fullName = (p: { name: string; surname: string }) => `${p.name} ${p.surname}`;

function presentEvent(e: MatchEventRow): PublicMatchEvent {
  const side = (e.side ?? 'home') as Side;
  return {
    id: e.id,
    kind: e.kind as PublicMatchEvent['kind'],
    minute: e.minute,
    side: e.kind === 'goal' && e.ownGoal ? other(side) : side,
    player: { id: e.player.id, name: fullName(e.player) },
    second_player: e.second ? { id: e.second.id, name: fullName(e.second) } : null,
    penalty: e.penalty,
    own_goal: e.ownGoal,
    count: e.count,
  };
}

function statusOf({ match, live }: MatchRow): PublicMatch['status'] {
  if (match.isFinished) return 'finished';
  return (live?.status as PublicMatch['status'] | undefined) ?? 'scheduled';
}

async function findMatch(db: DbOrTx, id: number): Promise<MatchRow> {
  const [row] = await findMatches(db, { where: eq(matches.id, id), orderBy: [] });
  if (!row) throw notFound(SEASON_MESSAGES.matchNotFound);
  return row;
}

/** One match as its public centre shows it (what the live stream's match topic carries). */
export async function readPublicMatch(db: DbOrTx, id: number): Promise<Omit<PublicMatch, 'live_cursor'>> {
  const row = await findMatch(db, id);
  // One after another: the match centre reads it inside its transaction (one connection).
  const events = await findMatchEvents(db, id);
  const played = await findMatchPlayers(db, id);
  const status = statusOf(row);
  const scored = status !== 'scheduled';
  return {
    match: presentMatch(row),
    status,
    minute: status === 'live' || status === 'half_time' ? (row.live?.minute ?? 0) : null,
    home_score: scored ? (row.match.homeScore ?? 0) : null,
    guest_score: scored ? (row.match.guestScore ?? 0) : null,
    events: events.map(presentEvent),
    players: played.map((p) => ({
      player: presentPlayerBrief(p.player),
      side: p.teamId === row.match.homeTeamId ? 'home' : 'guest',
      starter: p.starter,
      minutes: p.minutes,
      goals: p.goals,
      assists: p.assists,
      own_goals: p.ownGoals,
      yellow_cards: p.yellowCards,
      red_cards: p.redCards,
    })),
  };
}

/** GET /v1/matches/{id}/: the position first, so nothing committed after the read is missed. */
export async function getPublicMatch(db: Db, id: number): Promise<PublicMatch> {
  const live_cursor = await liveCursor(db);
  return { ...(await readPublicMatch(db, id)), live_cursor };
}

/** One match as the calendar shows it (what the live stream's `matches` topic carries). */
export async function readSiteMatch(db: DbOrTx, id: number): Promise<SiteMatch> {
  return presentMatch(await findMatch(db, id));
}

/** The matches being played now, soonest kick-off first. */
export async function getLiveMatches(db: Db): Promise<LiveMatches> {
  const live_cursor = await liveCursor(db);
  const rows = await findMatches(db, {
    where: and(inArray(matchLive.status, ['live', 'half_time']), not(matches.isFinished)),
    orderBy: [asc(matches.startsAt), asc(matches.id)],
  });
  return { matches: rows.map(presentMatch), live_cursor };
}
