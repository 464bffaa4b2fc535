import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect.ts';
import { fanOut, makeCandidates } from '../fan-out.ts';

const CURSOR = 'points_corrections';

/**
 * Corrections are read only once they are this old: a scoring transaction that began earlier
 * (lower ids) and commits later would otherwise be passed over by the cursor.
 */
export const CORRECTIONS_SETTLE_MINUTES = 5;

/**
 * Issue 24 §1: the points corrections written since the last scan (scoring a stage again after a
 * statistic changed), one notification per user and stage naming the corrections of the players in
 * their squad of that stage; on the site only. The cursor row is locked for the transaction, so
 * workers on other instances wait and then find nothing new. Answers how many were written.
 */
export async function runCorrectionsScan(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into notification_cursors (name, last_id) values (${CURSOR}, 0) on conflict do nothing`,
    );
    const { rows } = await tx.execute<{ last_id: number; upto: number | null }>(sql`
      with cursor as (select last_id from notification_cursors where name = ${CURSOR} for update)
      select (select last_id from cursor) as last_id,
             (select max(id) from points_corrections
              where id > (select last_id from cursor)
                and created_at < ${now}::timestamptz - make_interval(mins => ${CORRECTIONS_SETTLE_MINUTES})) as upto`);
    const from = Number(rows[0]!.last_id);
    const upto = rows[0]!.upto === null ? null : Number(rows[0]!.upto);
    if (upto === null) return 0;
    await makeCandidates(
      tx,
      'correction_candidates',
      sql`
      create temp table correction_candidates on commit drop as
      select t.user_id,
             jsonb_build_object('stage_id', c.stage_id, 'team_id', t.id, 'ids', jsonb_agg(c.id order by c.id)) as payload
      from points_corrections c
      join squads s on s.stage_id = c.stage_id
      join squad_players sp on sp.squad_id = s.id and sp.player_id = c.player_id
      join fantasy_teams t on t.id = s.fantasy_team_id
      where c.id > ${from} and c.id <= ${upto}
      group by t.user_id, t.id, c.stage_id`,
    );
    const { notified } = await fanOut(tx, {
      candidates: 'correction_candidates',
      kind: 'points_correction',
      dedupeKey: sql`'points_correction:' || (c.payload->>'stage_id') || ':' || ${String(upto)}::text`,
      now,
      email: false,
    });
    await tx.execute(sql`update notification_cursors set last_id = ${upto} where name = ${CURSOR}`);
    return notified;
  });
}
