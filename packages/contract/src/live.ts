import { Type, type Static } from 'typebox';
import { Nullable, Ok } from './envelope.ts';
import { MatchCentreStatus, MatchEventKind, MatchSide } from './match-centre.ts';
import { SiteMatch, SitePlayerBrief } from './site.ts';

/** The public match centre (issue 22 §2) and the live stream that keeps it current. */

const PlayerName = Type.Object({ id: Type.Integer(), name: Type.String() });

export const PublicMatchEvent = Type.Object({
  id: Type.Integer(),
  kind: MatchEventKind,
  minute: Type.Integer(),
  /** The side the event counts for: an own goal counts for the other side. */
  side: MatchSide,
  player: PlayerName,
  /** The assist of a goal, the player coming on in a substitution. */
  second_player: Nullable(PlayerName),
  penalty: Type.Boolean(),
  own_goal: Type.Boolean(),
  count: Type.Integer(),
});
export type PublicMatchEvent = Static<typeof PublicMatchEvent>;

export const PublicMatchPlayer = Type.Object({
  player: SitePlayerBrief,
  side: MatchSide,
  /** null when the match was entered without lineups (the result form). */
  starter: Nullable(Type.Boolean()),
  minutes: Type.Integer(),
  goals: Type.Integer(),
  assists: Type.Integer(),
  own_goals: Type.Integer(),
  yellow_cards: Type.Integer(),
  red_cards: Type.Integer(),
});
export type PublicMatchPlayer = Static<typeof PublicMatchPlayer>;

/** GET /v1/matches/{id}/ */
export const PublicMatch = Type.Object({
  match: SiteMatch,
  status: MatchCentreStatus,
  /** The minute reached while the match is played; null before and after. */
  minute: Nullable(Type.Integer()),
  /** The score so far (null before kick-off). */
  home_score: Nullable(Type.Integer()),
  guest_score: Nullable(Type.Integer()),
  events: Type.Array(PublicMatchEvent),
  players: Type.Array(PublicMatchPlayer),
  /** The live stream's position when this answer was read: `GET /v1/live/?since=` it loses nothing. */
  live_cursor: Type.Integer(),
});
export type PublicMatch = Static<typeof PublicMatch>;
export const PublicMatchResponse = Ok(PublicMatch);

/** GET /v1/matches/live/ — the matches being played now («Сейчас идут»). */
export const LiveMatches = Type.Object({
  matches: Type.Array(SiteMatch),
  live_cursor: Type.Integer(),
});
export type LiveMatches = Static<typeof LiveMatches>;
export const LiveMatchesResponse = Ok(LiveMatches);

/**
 * A topic of the live stream: one match's centre, every live score, a stage's live places, a user's
 * private «something new» (`user:{token}`, the token an HMAC of the user id that only the user's
 * own answers carry), or the broadcast of a bulk round of notifications.
 */
export const LIVE_TOPIC =
  /^(matches|notifications|(match|fantasy-stage|predictor-stage):[1-9]\d{0,9}|user:[\w-]{22})$/;

/** GET /v1/live/?topics=match:36,matches&since=120 */
export const LiveQuery = Type.Object({
  /**
   * Comma-separated: `match:{id}` (one match's centre), `matches` (every live score),
   * `fantasy-stage:{id}` / `predictor-stage:{id}` (the stage's live places were refreshed),
   * `user:{token}` (the user's notifications: `live_topic` of GET /v1/notifications/unread/),
   * `notifications` (a bulk round of notifications for many users).
   */
  topics: Type.String({ minLength: 1, maxLength: 400 }),
  /** Replay what came after this position (an answer's `live_cursor`); `Last-Event-ID` wins over it. */
  since: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
});
export type LiveQuery = Static<typeof LiveQuery>;

/**
 * One message of the stream (`data:` of an SSE event whose `id:` is its position): `match:{id}`
 * carries the whole PublicMatch (without live_cursor), `matches` one SiteMatch, `user:{token}` and
 * `notifications` nothing (something new: read the count again). `reset` means the stream could
 * not replay from the given position: read the page afresh.
 */
export type LiveMessage =
  | { topic: `match:${number}`; data: Omit<PublicMatch, 'live_cursor'> }
  | { topic: 'matches'; data: SiteMatch }
  | { topic: `fantasy-stage:${number}` | `predictor-stage:${number}`; data: { stage_id: number } }
  | { topic: `user:${string}` | 'notifications'; data: Record<string, never> }
  | { topic: 'reset'; data: null };

/**
 * A rating row's live figures while a stage is played and before it is scored (issue 22 §3–4):
 * provisional, «предварительно» on screen.
 */
export const LiveStanding = Type.Object({
  /** The stage's points so far. */
  stage_points: Type.Integer(),
  /** The season total with them. */
  points: Type.Integer(),
  /** The place the total gives now. */
  place: Type.Integer(),
  /** Places gained (positive) or lost (negative) against the stored place; null without one. */
  movement: Nullable(Type.Integer()),
});
export type LiveStanding = Static<typeof LiveStanding>;
