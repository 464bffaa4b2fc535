import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { BetEvent } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { partnerBetEvents, partnerBets, users } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, ruleBroken } from '../../http/errors.ts';
import { refreshX2Confirmation } from '../predictor/index.ts';

export const FEED_MAX_SKEW_S = 300;

export function signFeedBody(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

const badSignature = () => new AppError(401, 'bad_signature', [{ message: 'Неверная подпись запроса' }]);

/** Refuses an unsigned, wrongly signed or stale call before anything is read from it. */
export function verifyFeedSignature(
  secret: string,
  rawBody: string,
  timestampHeader: string | undefined,
  signatureHeader: string | undefined,
  nowMs = Date.now(),
): void {
  // Unix seconds as plain digits only: one spelling per instant, so a signed call has one form.
  if (!timestampHeader || !/^\d{1,12}$/.test(timestampHeader)) throw badSignature();
  const timestamp = Number(timestampHeader);
  if (!signatureHeader || !/^[0-9a-f]{64}$/i.test(signatureHeader)) throw badSignature();
  if (Math.abs(nowMs / 1000 - timestamp) > FEED_MAX_SKEW_S) {
    throw new AppError(401, 'stale', [{ message: 'Запрос устарел' }]);
  }
  const expected = Buffer.from(signFeedBody(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signatureHeader, 'hex'))) throw badSignature();
}

/** Logs the event (a replayed event id is refused), applies it to the bet, re-checks the bettor's X2. */
export async function applyBetEvent(db: Db, event: BetEvent): Promise<void> {
  const { bet } = event;
  await db.transaction(async (tx) => {
    try {
      await tx
        .insert(partnerBetEvents)
        .values({ eventId: event.event_id, betExternalId: bet.id, type: event.type, payload: event });
    } catch (error) {
      if (violatedConstraint(error) === 'partner_bet_events_event_uq') throw conflict('Событие уже получено');
      throw error;
    }
    if (event.type === 'placed') {
      if (bet.amount === undefined || bet.odds === undefined || !bet.placed_at) {
        throw badRequest('Для новой ставки нужны сумма, коэффициент и время');
      }
      const inserted = await tx
        .insert(partnerBets)
        .values({
          externalId: bet.id,
          partnerUserId: bet.user_id,
          amount: String(bet.amount),
          odds: String(bet.odds),
          isFreebet: bet.is_freebet ?? false,
          placedAt: new Date(bet.placed_at),
        })
        .onConflictDoNothing()
        .returning({ id: partnerBets.id });
      if (inserted.length === 0) throw conflict('Ставка уже получена');
    } else if (event.type !== 'settled') {
      const flag = event.type === 'bought_out' ? { isBoughtOut: true } : { isRefunded: true };
      const updated = await tx
        .update(partnerBets)
        .set(flag)
        .where(sql`${partnerBets.externalId} = ${bet.id} and ${partnerBets.partnerUserId} = ${bet.user_id}`)
        .returning({ id: partnerBets.id });
      if (updated.length === 0) throw ruleBroken('Ставка не найдена');
    }
    const [bettor] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.winlineId, bet.user_id))
      .limit(1);
    if (bettor) await refreshX2Confirmation(tx, bettor.id);
  });
}
