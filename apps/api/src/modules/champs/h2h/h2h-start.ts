import { randomInt } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { h2hSchedule } from '@mliga/domain';
import type { Tx } from '../../../db/connect.ts';
import { champMembers, h2hMatches } from '../../../db/schema/index.ts';
import { ruleBroken } from '../../../http/errors.ts';
import type { ChampRow } from '../champs.queries.ts';
import { markChampStarted } from '../members.ts';
import { h2hMessages } from './h2h.messages.ts';

export type StartedTournament = { startStageId: number; tours: number; matches: number };

/** Fisher–Yates with the CSPRNG: nobody can predict (or pick) the calendar by joining in some order. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The tours a tournament starting now can play: every stage of the season's
 * fantasy league whose squads are still open (DECISIONS: not past, before its
 * closing time), in tour order.
 */
async function remainingStages(tx: Tx, seasonId: number, now: Date) {
  const { rows } = await tx.execute<{ id: number; tour: number }>(sql`
    select s.id, s.tour
    from fantasy_stages s
    join fantasy_leagues l on l.id = s.league_id
    where l.season_id = ${seasonId} and s.status <> 'past' and s.update_closing_at > ${now.toISOString()}::timestamptz
      and l.id = (select id from fantasy_leagues where season_id = ${seasonId} order by is_active desc, id limit 1)
    order by s.tour`);
  return rows.map((r) => ({ id: Number(r.id), tour: Number(r.tour) }));
}

/**
 * Starts a recruiting tournament inside the caller's transaction (its champ row
 * locked): a round robin over the remaining tours between the members in a
 * random order, the table's rows at zero (places by name), status `started`.
 */
export async function startTournament(tx: Tx, champ: ChampRow, now: Date): Promise<StartedTournament> {
  if (champ.status !== 'recruiting') throw ruleBroken(h2hMessages.startNotRecruiting);
  const members = await tx
    .select({ id: champMembers.fantasyTeamId })
    .from(champMembers)
    .where(eq(champMembers.champId, champ.id))
    .orderBy(asc(champMembers.joinedAt), asc(champMembers.fantasyTeamId));
  if (members.length < 2) throw ruleBroken(h2hMessages.startTooFew);
  const stages = await remainingStages(tx, champ.seasonId, now);
  if (stages.length === 0) throw ruleBroken(h2hMessages.startNoStages);

  const schedule = h2hSchedule({ teams: shuffled(members.map((m) => m.id)), tours: stages.length });
  const rows = schedule.flatMap((round, t) => {
    const stage = stages[t]!;
    return round.map((p) => ({
      champId: champ.id,
      stageId: stage.id,
      tour: stage.tour,
      team1Id: p.home,
      team2Id: p.away,
    }));
  });
  await tx.insert(h2hMatches).values(rows);
  await tx.execute(sql`
    insert into h2h_table (champ_id, fantasy_team_id, place)
    select ${champ.id}, t.id, row_number() over (order by t.name, t.id)::int
    from champ_members m join fantasy_teams t on t.id = m.fantasy_team_id
    where m.champ_id = ${champ.id}
    on conflict (champ_id, fantasy_team_id) do nothing`);
  await markChampStarted(tx, champ.id, stages[0]!.id);
  return { startStageId: stages[0]!.id, tours: stages.length, matches: rows.length };
}
