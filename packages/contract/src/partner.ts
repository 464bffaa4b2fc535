import { Type, type Static } from 'typebox';
import { Ok } from './envelope.ts';

export const OauthQuery = Type.Object({
  source: Type.Optional(Type.Union([Type.Literal('predictor'), Type.Literal('fantasy')])),
});
export const OauthResponse = Ok(Type.Object({ redirect_url: Type.String() }));

export const OauthCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 512 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 512 })),
});

/**
 * One event of the partner's bet feed. `placed` carries the whole bet; `bought_out`, `refunded`
 * and `settled` name the bet by id. Signed: X-Partner-Timestamp (unix seconds) and
 * X-Partner-Signature = hex HMAC-SHA256(secret, `${timestamp}.${raw body}`).
 */
export const BetEvent = Type.Object({
  event_id: Type.String({ minLength: 1, maxLength: 128 }),
  type: Type.Union([
    Type.Literal('placed'),
    Type.Literal('bought_out'),
    Type.Literal('refunded'),
    Type.Literal('settled'),
  ]),
  bet: Type.Object({
    id: Type.String({ minLength: 1, maxLength: 128 }),
    user_id: Type.String({ minLength: 1, maxLength: 128 }),
    amount: Type.Optional(Type.Number({ minimum: 0 })),
    odds: Type.Optional(Type.Number({ minimum: 1 })),
    is_freebet: Type.Optional(Type.Boolean()),
    /** ISO 8601 */
    placed_at: Type.Optional(Type.String({ format: 'date-time' })),
  }),
});
export type BetEvent = Static<typeof BetEvent>;
export const BetEventResponse = Ok(Type.Object({}));
