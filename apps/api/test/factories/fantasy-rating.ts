import { eq, sql } from 'drizzle-orm';
import type { FieldPosition } from '@mliga/domain';
import { champMembers, champs, fantasyTeams } from '../../src/db/schema/index.ts';
import { createUser } from '../helpers/test-app.ts';
import {
  createFantasyTeam,
  createFantasyTestApp,
  DAY,
  pickSquad,
  seedFantasy,
  storeSquad,
  type FantasyTestApp,
  type SeededFantasy,
  type SeededPlayer,
  type SquadItem,
} from './fantasy.ts';

export type Headers = Record<string, string>;

export type RatedTeam = { id: number; userId: number; headers: Headers; name: string };

export type ScoredSeason = {
  t: FantasyTestApp;
  seeded: SeededFantasy;
  admin: Headers;
  generalChampId: number;
  userChampId: number;
  /** Members of the user league (team ids). */
  userChampTeams: number[];
  teams: RatedTeam[];
  /** Tour 1 and tour 2 stage ids (both scored), tour 3 (future). */
  stage1: number;
  stage2: number;
  stage3: number;
  /** Teams without a squad in tour 1 (they joined for tour 2). */
  lateTeams: number[];
  /** A team that never saved a squad: in the general rating with 0 points, without points in any stage. */
  idleTeam: number;
  /** Team 0's tour-1 squad: its starting goalkeeper did not play, the bench one did. */
  benchKeeper: number;
  absentKeeper: number;
  /** Teams 3 and 4 hold the same squads: equal points, a shared place. */
  twins: [number, number];
  mediaTeams: number[];
};

/** Rated teams: 20 from tour 1, 4 from tour 2 (LATE) and one idle team without any squad. */
export const TEAMS = 25;
export const LATE = 4;
const PLAYING = TEAMS - 1;

/** Deterministic statistics of one player in one match of a tour. */
export function statLine(p: SeededPlayer, index: number, tour: number) {
  const seed = (p.id * 7 + tour * 13) % 11;
  // Every club's first keeper plays the whole match and its second sits out.
  const minutes = p.fieldPosition === 1 ? (index % 2 === 1 ? 0 : 90) : seed === 0 ? 0 : seed < 3 ? 45 : 90;
  return {
    minutes,
    goals: minutes > 0 && p.fieldPosition >= 3 && seed % 4 === 1 ? 1 + (seed % 3 === 0 ? 1 : 0) : 0,
    assists: minutes > 0 && p.fieldPosition >= 2 && seed % 5 === 2 ? 1 : 0,
    cleanSheets: minutes >= 60 && p.fieldPosition <= 2 && seed % 2 === 0 ? 1 : 0,
    goalsConceded: minutes > 0 && p.fieldPosition <= 2 && !(minutes >= 60 && seed % 2 === 0) ? seed % 4 : 0,
    saves: minutes > 0 && p.fieldPosition === 1 ? seed : 0,
    yellowCards: minutes > 0 && seed === 7 ? 1 : 0,
    bonus: minutes > 0 ? seed % 4 : 0,
  };
}

/** Every player's statistics of the tour's matches, entered with the result through the admin API. */
async function enterTourStats(t: FantasyTestApp, seeded: SeededFantasy, tour: number, admin: Headers) {
  const matchIds = seeded.matchIds.get(tour) ?? [];
  const { rows } = await t.db.execute<{ id: number; home_team_id: number; guest_team_id: number }>(
    sql`select id, home_team_id, guest_team_id from matches where id in ${matchIds}`,
  );
  for (const match of rows) {
    const stats = [match.home_team_id, match.guest_team_id].flatMap((clubId) => {
      const clubPlayers = seeded.players.filter((p) => p.teamId === clubId);
      return clubPlayers.map((p) => {
        const index = clubPlayers.filter((q) => q.fieldPosition === p.fieldPosition).indexOf(p);
        const line = statLine(p, index, tour);
        return {
          player_id: p.id,
          minutes: line.minutes,
          goals_scored: line.goals,
          assists: line.assists,
          clean_sheets: line.cleanSheets,
          goals_conceded: line.goalsConceded,
          saves: line.saves,
          yellow_cards: line.yellowCards,
          bonus: line.bonus,
        };
      });
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/matches/${match.id}/result/`,
      headers: admin,
      payload: { home_score: 2, guest_score: 1, stats },
    });
    if (res.statusCode !== 200 || res.json().data.stats_count !== stats.length)
      throw new Error(`result of match ${match.id}: ${res.body}`);
  }
}

export async function scoreStage(t: FantasyTestApp, stageId: number, admin: Headers) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/admin/fantasy-stages/${stageId}/score/`,
    headers: admin,
  });
  if (res.statusCode !== 200) throw new Error(`scoring stage ${stageId}: ${res.body}`);
  return res.json().data;
}

/** The pool reordered so that squad `i` starts from another club: squads differ, so do their points. */
function rotated(pool: SeededPlayer[], clubIds: number[], i: number): SeededPlayer[] {
  const rank = (p: SeededPlayer) => (clubIds.indexOf(p.teamId) + i) % clubIds.length;
  return [...pool].sort(
    (a, b) => rank(a) - rank(b) || ((a.id * (i + 3)) % 17) - ((b.id * (i + 3)) % 17) || a.id - b.id,
  );
}

const keepers = (seeded: SeededFantasy, clubIndex: number) =>
  seeded.players.filter(
    (p) => p.teamId === seeded.clubIds[clubIndex] && p.fieldPosition === (1 as FieldPosition),
  );

/**
 * A season of 24 teams scored by the real job over two tours: 20 teams from
 * tour 1 (their squads carried into tour 2), 4 more from tour 2; two twins
 * with equal squads; two media teams; a user league of 7 members; team 0's
 * starting keeper sits out tour 1 and its bench keeper comes on.
 */
export async function seedScoredSeason(start = Date.UTC(2026, 4, 1, 9, 0)): Promise<ScoredSeason> {
  const t = await createFantasyTestApp(start);
  const seeded = await seedFantasy(t.db, { now: new Date(start) });
  const [stage1, stage2, stage3] = seeded.stages.map((s) => s.id) as [number, number, number];
  const admin = (await createUser(t.db, 'rating_admin', { role: 'admin' })).headers;

  const [general] = await t.db
    .insert(champs)
    .values({
      seasonId: seeded.seasonId,
      game: 'fantasy',
      type: 'general',
      name: 'Общий рейтинг',
      status: 'started',
    })
    .returning();

  const teams: RatedTeam[] = [];
  for (let i = 0; i < TEAMS; i++) {
    const u = await createUser(t.db, `rater${String(i).padStart(2, '0')}`);
    const name =
      i === 7
        ? 'Зенитчики'
        : i === 8
          ? 'зенит-2'
          : i === 9
            ? 'Ракета_100%'
            : `Команда ${String(i).padStart(2, '0')}`;
    const team = await createFantasyTeam(t.db, u.user.id, seeded.leagueId, name);
    teams.push({ id: team.id, userId: u.user.id, headers: u.headers, name });
  }
  const mediaTeams = [teams[5]!.id, teams[6]!.id];
  await t.db
    .update(fantasyTeams)
    .set({ isMedia: true, mediaName: 'Канал «Тактика»', mediaUrl: 'https://example.com/media/taktika' })
    .where(eq(fantasyTeams.id, mediaTeams[0]!));
  await t.db.update(fantasyTeams).set({ isMedia: true }).where(eq(fantasyTeams.id, mediaTeams[1]!));

  const userChampTeams = [0, 2, 3, 4, 9, 21, 23].map((i) => teams[i]!.id);
  const [league] = await t.db
    .insert(champs)
    .values({
      seasonId: seeded.seasonId,
      game: 'fantasy',
      type: 'user',
      name: 'Лига друзей',
      ownerUserId: teams[0]!.userId,
      inviteHash: 'abcdefghijklmnopqrst',
      isPublic: false,
      status: 'started',
      membersCount: userChampTeams.length,
    })
    .returning();
  await t.db.insert(champMembers).values(
    userChampTeams.map((fantasyTeamId) => ({
      champId: league!.id,
      fantasyTeamId,
      seasonId: seeded.seasonId,
      champType: 'user',
    })),
  );

  // Tour 1 squads: teams 0..19 (team 4 copies team 3).
  const [absentKeeper, benchKeeper] = keepers(seeded, 0).reverse() as [SeededPlayer, SeededPlayer];
  const squads: SquadItem[][] = [];
  for (let i = 0; i < TEAMS; i++) {
    const pool = rotated(seeded.players, seeded.clubIds, i);
    squads.push(
      i === 4 ? squads[3]! : pickSquad(pool, { prefer: i === 0 ? [absentKeeper.id, benchKeeper.id] : [] }),
    );
  }
  // Team 0: the keeper who sits out starts, the one who plays is on the bench; the captain is a defender.
  const team0 = squads[0]!;
  for (const item of team0) {
    if (item.player_id === absentKeeper.id) item.position = 1;
    if (item.player_id === benchKeeper.id) item.position = 0;
  }
  team0.forEach((item) => (item.is_captain = 0));
  team0.find((item) => item.position === 1 && item.player_id !== absentKeeper.id)!.is_captain = 1;

  for (let i = 0; i < PLAYING - LATE; i++)
    await storeSquad(t.db, { fantasyTeamId: teams[i]!.id, stageId: stage1, items: squads[i]! });
  await enterTourStats(t, seeded, 1, admin);
  await scoreStage(t, stage1, admin);

  // Tour 2: the late teams save their first squads; the others carry theirs over.
  for (let i = PLAYING - LATE; i < PLAYING; i++)
    await storeSquad(t.db, { fantasyTeamId: teams[i]!.id, stageId: stage2, items: squads[i]! });
  t.clock.set(start + 3 * DAY);
  await enterTourStats(t, seeded, 2, admin);
  await scoreStage(t, stage2, admin);

  return {
    t,
    seeded,
    admin,
    generalChampId: general!.id,
    userChampId: league!.id,
    userChampTeams,
    teams,
    stage1,
    stage2,
    stage3,
    lateTeams: teams.slice(PLAYING - LATE, PLAYING).map((team) => team.id),
    idleTeam: teams[PLAYING]!.id,
    benchKeeper: benchKeeper.id,
    absentKeeper: absentKeeper.id,
    twins: [teams[3]!.id, teams[4]!.id],
    mediaTeams,
  };
}
