import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect.ts';
import { byId, idList as ids } from '../id-list.ts';
import type { FantasyMissing, PredictorMissing, ReminderPlayer } from '../../../mail/templates/index.ts';

/** What a reminder scan stores per user (predictor-reminders.sql.ts, fantasy-reminders.sql.ts). */
export type PredictorPayload = { stage_id: number; events: number[]; x2: boolean };
export type FantasyProblem = 'injured' | 'doubtful' | 'suspended' | 'no_match';
export type FantasyPayload = {
  stage_id: number;
  no_squad: boolean;
  players: [playerId: number, problem: FantasyProblem][];
  captain: number | null;
};
export type ReminderKind = 'predictor_reminder' | 'fantasy_reminder';
export type StoredReminder = { kind: ReminderKind; payload: PredictorPayload | FantasyPayload };

/** A reminder's facts in words, and the site path of the page where it is put right. */
export type ReminderFacts = {
  stageName: string;
  closesAt: Date;
  missing: PredictorMissing | FantasyMissing;
  path: string;
};

type Stage = { id: number; name: string; closes_at: Date; league_id: number };

/**
 * The words of stored reminders, read for a batch at a time (a page of the centre, a batch of
 * emails): the stages' names and closing times, the events' and players' names. A reminder of a
 * stage deleted since is left out.
 */
export async function reminderFacts(db: Db, reminders: StoredReminder[]): Promise<(ReminderFacts | null)[]> {
  const of = (kind: ReminderKind) => reminders.filter((r) => r.kind === kind);
  const predictorStages = [...new Set(of('predictor_reminder').map((r) => r.payload.stage_id))];
  const fantasyStages = [...new Set(of('fantasy_reminder').map((r) => r.payload.stage_id))];
  const eventIds = of('predictor_reminder').flatMap((r) => (r.payload as PredictorPayload).events);
  const playerIds = of('fantasy_reminder').flatMap((r) =>
    (r.payload as FantasyPayload).players.map(([id]) => id),
  );

  const [pStages, fStages, events, players] = await Promise.all([
    db.execute<Stage>(sql`select id, name, closes_at, league_id from predictor_stages
                          where id in (${ids(predictorStages)})`),
    db.execute<Stage>(sql`select id, name, update_closing_at as closes_at, league_id from fantasy_stages
                          where id in (${ids(fantasyStages)})`),
    db.execute<{ id: number; kind: string; title: string }>(sql`
      select e.id, e.kind, coalesce(h.name || ' — ' || g.name, e.name) as title
      from predictor_events e
      left join matches m on m.id = e.match_id
      left join teams h on h.id = m.home_team_id
      left join teams g on g.id = m.guest_team_id
      where e.id in (${ids([...new Set(eventIds)])})`),
    db.execute<{ id: number; name: string; club: string | null }>(sql`
      select p.id, p.name || ' ' || p.surname as name, t.name as club
      from players p left join teams t on t.id = p.team_id
      where p.id in (${ids([...new Set(playerIds)])})`),
  ]);
  const [pStage, fStage, event, player] = [
    byId(pStages.rows),
    byId(fStages.rows),
    byId(events.rows),
    byId(players.rows),
  ];

  return reminders.map((r) => {
    if (r.kind === 'predictor_reminder') {
      const p = r.payload as PredictorPayload;
      const stage = pStage.get(p.stage_id);
      if (!stage) return null;
      const named = p.events.map((id) => event.get(id)).filter((e) => e !== undefined);
      return {
        stageName: stage.name,
        closesAt: new Date(stage.closes_at),
        path: `/game/predictor/${stage.league_id}/stage/${stage.id}`,
        missing: {
          game: 'predictor',
          matches: named.filter((e) => e.kind === 'match').map((e) => e.title),
          questions: named.filter((e) => e.kind !== 'match').map((e) => e.title),
          x2Unused: p.x2,
        },
      };
    }
    const f = r.payload as FantasyPayload;
    const stage = fStage.get(f.stage_id);
    if (!stage) return null;
    const named = (problem: FantasyProblem): ReminderPlayer[] =>
      f.players
        .filter(([, why]) => why === problem)
        .map(([id]) => player.get(id))
        .filter((p) => p !== undefined)
        .map((p) => ({ name: p.name, club: p.club }));
    const captain = f.captain === null ? undefined : player.get(f.captain);
    const captainWhy = f.players.find(([id]) => id === f.captain)?.[1];
    return {
      stageName: stage.name,
      closesAt: new Date(stage.closes_at),
      path: `/game/fantasy/${stage.league_id}/my-team/stages/${stage.id}`,
      missing: {
        game: 'fantasy',
        noSquad: f.no_squad,
        injured: named('injured'),
        doubtful: named('doubtful'),
        suspended: named('suspended'),
        noMatch: named('no_match'),
        captain:
          captain && captainWhy ? { name: captain.name, club: captain.club, reason: captainWhy } : null,
      },
    };
  });
}
