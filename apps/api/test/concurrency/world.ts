import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.ts';
import { seasons } from '../../src/db/schema/index.ts';
import { X2_MIN_AMOUNT, X2_MIN_ODDS } from '../../src/modules/predictor/x2-confirmation.ts';
import { createGeneralChamp, createPlayer, createTournament, type Player } from '../factories/champs.ts';
import { pickSquad, seedFantasy, type SeededFantasy, type SquadItem } from '../factories/fantasy.ts';
import { createClockedTestApp, type ClockedTestApp } from '../helpers/test-app.ts';
import { seedPredictorLeague, type SeededLeague } from '../factories/predictor.ts';

export const START = Date.UTC(2026, 4, 1, 9, 0);
/** The open predictor stage's first match: two days after START. */
const PREDICTOR_FIRST_MATCH = START + 2 * 24 * 3_600_000;
/** A moment during the open predictor stage (after its first match): when the tests' partner bets are placed. */
export const DURING_STAGE = PREDICTOR_FIRST_MATCH + 60_000;

export type World = {
  t: ClockedTestApp;
  predictor: SeededLeague;
  fantasy: SeededFantasy;
  /** The open fantasy stage. */
  stageId: number;
  /** Three different valid squads of the open stage. */
  squads: SquadItem[][];
  players: Player[];
};

/** An open predictor stage and an open fantasy stage; `count` users with a team and a partner link. */
export async function seedWorld(count: number): Promise<World> {
  const t = await createClockedTestApp(START);
  const now = new Date(START);
  const predictor = await seedPredictorLeague(t.db, {
    now,
    tours: 1,
    matchesPerStage: 4,
    firstStartsIn: PREDICTOR_FIRST_MATCH - START,
  });
  await t.db.update(seasons).set({ isCurrent: false });
  const fantasy = await seedFantasy(t.db, { now });
  await createGeneralChamp(t.db, fantasy.seasonId);
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const p = await createPlayer(t.db, `racer${i}`, fantasy.leagueId, `Гонщики ${i}`);
    await t.db.execute(sql`update users set winline_id = ${`partner-${i}`} where id = ${p.user.id}`);
    players.push(p);
  }
  const pool = fantasy.players;
  const squads = [
    pickSquad(pool),
    pickSquad([...pool].reverse()),
    pickSquad([...pool.slice(45), ...pool.slice(0, 45)], { formation: '4-4-2' }),
  ];
  return { t, predictor, fantasy, stageId: fantasy.stages[1]!.id, squads, players };
}

export const sortedIds = (items: { player_id: number }[]) =>
  items.map((i) => i.player_id).sort((a, b) => a - b);

/** Database-wide invariants the constraints and locks must keep, as a list of broken ones (empty: all hold). */
export async function brokenInvariants(db: Db): Promise<string[]> {
  const checks: [string, string][] = [
    [
      'a squad without exactly 15 players, one captain among the starters and 11 starters',
      `select s.id from squads s left join squad_players p on p.squad_id = s.id group by s.id
       having count(p.player_id) <> 15 or count(*) filter (where p.is_captain) <> 1
           or count(*) filter (where p.position = 1) <> 11`,
    ],
    [
      'two squads of one team for one stage',
      'select fantasy_team_id from squads group by fantasy_team_id, stage_id having count(*) > 1',
    ],
    [
      'a player twice in one squad',
      'select squad_id from squad_players group by squad_id, player_id having count(*) > 1',
    ],
    [
      'two predictions of one user for one event',
      'select user_id from predictions group by user_id, event_id having count(*) > 1',
    ],
    [
      'more than one X2 of a user in a stage',
      'select user_id from predictions where is_x2 group by user_id, stage_id having count(*) > 1',
    ],
    [
      'a prediction whose stage is not its event’s stage',
      'select p.user_id from predictions p join predictor_events e on e.id = p.event_id where e.stage_id <> p.stage_id',
    ],
    [
      'two accounts with one login',
      'select lower(login) from users group by lower(login) having count(*) > 1',
    ],
    [
      'two accounts with one email',
      'select lower(email) from users group by lower(email) having count(*) > 1',
    ],
    [
      'two accounts with one phone',
      'select phone from users where phone is not null group by phone having count(*) > 1',
    ],
    [
      'a stored members count that is not the number of members',
      `select c.id from champs c where c.type in ('user', 'h2h')
         and c.members_count <> (select count(*) from champ_members m where m.champ_id = c.id)`,
    ],
    [
      'an H2H tournament over its size',
      `select c.id from champs c where c.type = 'h2h'
         and (select count(*) from champ_members m where m.champ_id = c.id) > c.size`,
    ],
    [
      'a team in two H2H tournaments of a season',
      `select m.fantasy_team_id from champ_members m where m.champ_type = 'h2h'
         group by m.fantasy_team_id, m.season_id having count(*) > 1`,
    ],
    [
      'a team twice in one league',
      'select champ_id from champ_members group by champ_id, fantasy_team_id having count(*) > 1',
    ],
    [
      'a user league without its owner as a member',
      `select c.id from champs c join fantasy_teams f on f.user_id = c.owner_user_id
         where c.type = 'user' and not exists
           (select 1 from champ_members m where m.champ_id = c.id and m.fantasy_team_id = f.id)`,
    ],
    [
      'an X2 whose confirmation disagrees with the partner bets (placed during its stage, after it was set)',
      `select p.user_id, p.event_id, p.is_x2_confirmed from predictions p
         join predictor_stages s on s.id = p.stage_id and s.scored_at is null
         join users u on u.id = p.user_id
        where p.is_x2 and p.is_x2_confirmed <> exists (
          select 1 from partner_bets b
           where b.partner_user_id = u.winline_id and b.amount >= ${X2_MIN_AMOUNT} and b.odds >= ${X2_MIN_ODDS}
             and not b.is_freebet and not b.is_bought_out and not b.is_refunded
             and b.placed_at >= greatest(p.x2_set_at, s.start_at) and b.placed_at <= s.stop_at)`,
    ],
  ];
  const broken: string[] = [];
  for (const [name, query] of checks) {
    const { rows } = await db.execute(sql.raw(query));
    if (rows.length > 0) broken.push(`${name}: ${JSON.stringify(rows.slice(0, 3))}`);
  }
  return broken;
}

export { createTournament };
