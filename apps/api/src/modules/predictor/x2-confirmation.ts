import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect.ts';

export const X2_MIN_AMOUNT = 1000;
export const X2_MIN_ODDS = 1.3;

/**
 * Recomputes which of the user's X2 items in not-yet-scored stages a qualifying bet confirms:
 * at least 1000 RUB, odds at least 1.3, not a free bet, not bought out, not refunded, on the
 * user's currently linked partner id, placed during the stage the X2 is used in (from its first
 * match, `start_at`, to its last, `stop_at`) and after that X2 was saved. A bet placed during one
 * tour therefore never confirms an X2 already saved on a later tour.
 * Set-based and idempotent; scored stages keep what they were scored with.
 */
export async function refreshX2Confirmation(db: DbOrTx, userId: number): Promise<void> {
  // A save of the user's predictions holds this lock while it writes X2: wait for it, then read what it wrote.
  await db.execute(sql`select 1 from users where id = ${userId} for no key update`);
  await db.execute(sql`
    update predictions p
    set is_x2_confirmed = q.bet_id is not null, x2_bet_id = q.bet_id
    from (
      select p2.user_id, p2.event_id, (
        select b.id from partner_bets b
        where b.partner_user_id = u.winline_id
          and b.amount >= ${X2_MIN_AMOUNT} and b.odds >= ${X2_MIN_ODDS}
          and not b.is_freebet and not b.is_bought_out and not b.is_refunded
          and b.placed_at >= greatest(p2.x2_set_at, s.start_at) and b.placed_at <= s.stop_at
        order by b.placed_at, b.id
        limit 1
      ) as bet_id
      from predictions p2
      join predictor_stages s on s.id = p2.stage_id and s.scored_at is null
      join users u on u.id = p2.user_id
      where p2.user_id = ${userId} and p2.is_x2
    ) q
    where p.user_id = q.user_id and p.event_id = q.event_id
  `);
}
