import { Type, type Static } from 'typebox';
import { Nullable, Ok } from './envelope.ts';

/** The back office's match centre (issue 22 §1): a match entered event by event. */

const id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const minute = Type.Integer({ minimum: 0, maximum: 130, description: 'Минута матча' });

export const MatchEventParams = Type.Object({ id, eventId: id });
export type MatchEventParams = Static<typeof MatchEventParams>;

/** Every kind of match event, in the back office and on the public match page alike. */
export const MatchEventKind = Type.Union(
  [
    Type.Literal('goal'),
    Type.Literal('yellow_card'),
    Type.Literal('red_card'),
    Type.Literal('substitution'),
    Type.Literal('penalty_saved'),
    Type.Literal('penalty_missed'),
    Type.Literal('saves'),
    Type.Literal('bonus'),
  ],
  { description: 'goal, yellow_card, red_card, substitution, penalty_saved, penalty_missed, saves, bonus' },
);
export type MatchEventKind = Static<typeof MatchEventKind>;

const eventFields = {
  kind: MatchEventKind,
  minute,
  player_id: Type.Integer({
    minimum: 1,
    maximum: 2147483647,
    description: 'Автор гола (или автогола), получивший карточку, ушедший с поля, вратарь, бьющий',
  }),
  second_player_id: Type.Optional(
    Type.Union([id, Type.Null()], { description: 'Голевая передача (гол) или вышедший на замену (замена)' }),
  ),
  penalty: Type.Optional(Type.Boolean({ default: false, description: 'Гол с пенальти' })),
  own_goal: Type.Optional(Type.Boolean({ default: false, description: 'Автогол' })),
  count: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 20, default: 1, description: 'Сейвы: сколько; бонус: 1–3 очка' }),
  ),
};

/** POST /v1/admin/matches/{id}/events/ */
export const MatchEventBody = Type.Object(eventFields);
export type MatchEventBody = Static<typeof MatchEventBody>;

/** PATCH /v1/admin/matches/{id}/events/{eventId}/ — a correction of any field. */
export const MatchEventPatch = Type.Partial(Type.Object(eventFields));
export type MatchEventPatch = Static<typeof MatchEventPatch>;

export const MatchEvent = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  minute: Type.Integer(),
  player_id: Type.Integer(),
  second_player_id: Nullable(Type.Integer()),
  penalty: Type.Boolean(),
  own_goal: Type.Boolean(),
  count: Type.Integer(),
});
export type MatchEvent = Static<typeof MatchEvent>;

/** PUT /v1/admin/matches/{id}/lineup/ — the two squads of the match, starters marked. */
export const MatchLineupBody = Type.Object({
  players: Type.Array(Type.Object({ player_id: id, starter: Type.Boolean() }), { maxItems: 80 }),
});
export type MatchLineupBody = Static<typeof MatchLineupBody>;

/** POST /v1/admin/matches/{id}/state/ — kick-off, half time, full time (`minute`: the minute reached). */
export const MatchStateBody = Type.Object({
  status: Type.Union([Type.Literal('live'), Type.Literal('half_time'), Type.Literal('finished')]),
  minute: Type.Optional(minute),
});
export type MatchStateBody = Static<typeof MatchStateBody>;

export const MatchSide = Type.Union([Type.Literal('home'), Type.Literal('guest')]);

/** A match as the match centre knows it: before kick-off, being played, at half time, over. */
export const MatchCentreStatus = Type.Union([
  Type.Literal('scheduled'),
  Type.Literal('live'),
  Type.Literal('half_time'),
  Type.Literal('finished'),
]);
export type MatchCentreStatus = Static<typeof MatchCentreStatus>;

export const MatchCentrePlayer = Type.Object({
  player_id: Type.Integer(),
  name: Type.String(),
  side: MatchSide,
  in_lineup: Type.Boolean(),
  starter: Type.Boolean(),
});

export const AdminMatchCentre = Type.Object({
  id: Type.Integer(),
  status: MatchCentreStatus,
  minute: Type.Integer(),
  home_score: Type.Integer(),
  guest_score: Type.Integer(),
  players: Type.Array(MatchCentrePlayer),
  events: Type.Array(MatchEvent),
});
export type AdminMatchCentre = Static<typeof AdminMatchCentre>;
export const AdminMatchCentreResponse = Ok(AdminMatchCentre);
