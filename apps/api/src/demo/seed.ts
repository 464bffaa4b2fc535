import { randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as schema from '../db/schema/index.ts';
import { scoreFantasyStage, scorePredictorStage } from '../modules/scoring/index.ts';
import { bumpSequences, insertAll, type Tx } from './insert.ts';
import { buildDemoPlan, type DemoPlan } from './plan.ts';
import { buildSitePlan, insertSitePlan } from './site.ts';
import { DEMO_PASSWORD } from './users.ts';

export const DEMO_META_KEY = 'demo_seeded';
const ADMIN_LOGINS = ['admin', 'demo_admin'] as const;

/** True once the demo season has been loaded into this database (app_meta 'demo_seeded'). */
export async function isDemoSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ key: schema.appMeta.key })
    .from(schema.appMeta)
    .where(eq(schema.appMeta.key, DEMO_META_KEY))
    .limit(1);
  return rows.length > 0;
}

/** 12 characters from a CSPRNG, with at least one letter and one digit (the password rule). */
function randomPassword(): string {
  const letters = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  for (;;) {
    const password = Array.from({ length: 12 }, () => all[randomInt(all.length)]).join('');
    if (/[A-Za-z]/.test(password) && /[0-9]/.test(password)) return password;
  }
}

/**
 * Loads the demo season in one transaction: an invented amateur media league
 * with five played tours, an open current tour, 200 demo users with predictions,
 * fantasy squads, user leagues and H2H. Points are left to the scoring jobs.
 * Returns the demo admin's credentials (shown once by the caller). When an
 * 'admin' account already exists (ADMIN_LOGIN), the demo admin is 'demo_admin'.
 */
export async function seedDemo(
  db: Db,
  opts: { now: Date; log?: (msg: string) => void },
): Promise<{ adminLogin: string; adminPassword: string }> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const adminPassword = randomPassword();
  // One hash for all 200 demo users: argon2 is slow on purpose.
  const [adminHash, demoHash] = await Promise.all([hash(adminPassword), hash(DEMO_PASSWORD)]);
  let adminLogin = '';
  let counts = '';
  await db.transaction(async (tx) => {
    adminLogin = await insertAdmin(tx, adminHash, opts.now);
    const [max] = await tx
      .select({ id: sql<number>`coalesce(max(${schema.users.id}), 0)::int` })
      .from(schema.users);
    const plan = buildDemoPlan({ now: opts.now, userIdBase: max?.id ?? 0 });
    await insertSeason(tx, plan);
    const site = buildSitePlan({
      now: opts.now,
      seasonId: plan.season.id as number,
      seasonYear: plan.season.year,
      matches: plan.matches,
      played: plan.played,
    });
    await insertSitePlan(tx, site);
    await insertUsers(tx, plan, demoHash);
    await insertGames(tx, plan);
    await bumpSequences(tx, [
      'users',
      'seasons',
      'teams',
      'players',
      'matches',
      'predictor_leagues',
      'predictor_stages',
      'predictor_events',
      'question_variants',
      'fantasy_leagues',
      'fantasy_stages',
      'fantasy_teams',
      'squads',
      'champs',
      'h2h_matches',
      'venues',
      'match_videos',
    ]);
    // The played tours are scored by the same job the league runs, so ratings show real points.
    const played = plan.predictor.stages.filter((s) => s.status === 'past').sort((a, b) => a.tour - b.tour);
    for (const stage of played) await scorePredictorStage(tx, stage.id!);
    const fantasyPlayed = plan.fantasy.stages
      .filter((s) => s.status === 'past')
      .sort((a, b) => a.tour - b.tour);
    for (const stage of fantasyPlayed) await scoreFantasyStage(tx, stage.id!);
    await tx
      .insert(schema.appMeta)
      .values({ key: DEMO_META_KEY, value: opts.now.toISOString(), updatedAt: opts.now });
    counts =
      `${plan.teams.length} teams, ${plan.players.length} players, ${plan.matches.length} matches, ` +
      `${plan.users.length} users, ${plan.predictor.predictions.length} predictions, ` +
      `${plan.fantasy.squads.length} squads, ${plan.champs.champs.length} champs, ` +
      `${site.past.seasons.length} past seasons, ${site.videos.length} videos`;
  });
  log(`demo season: ${counts} in ${Math.round(performance.now() - started)} ms`);
  return { adminLogin, adminPassword };
}

async function insertAdmin(tx: Tx, passwordHash: string, now: Date): Promise<string> {
  for (const login of ADMIN_LOGINS) {
    const email = `${login}@demo.mliga.local`;
    const taken = await tx
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(sql`lower(${schema.users.login}) = ${login} or lower(${schema.users.email}) = ${email}`)
      .limit(1);
    if (taken.length > 0) continue;
    await tx.insert(schema.users).values({
      login,
      email,
      passwordHash,
      role: 'admin',
      personalDataAcceptedAt: now,
      rulesAcceptedAt: now,
      createdAt: now,
    });
    return login;
  }
  throw new Error('demo admin: both admin logins are taken');
}

async function insertSeason(tx: Tx, plan: DemoPlan) {
  await tx.insert(schema.seasons).values(plan.season);
  await insertAll(tx, schema.teams, plan.teams);
  await insertAll(tx, schema.seasonTeams, plan.seasonTeams);
  await insertAll(
    tx,
    schema.players,
    plan.players.map((p) => ({
      id: p.id,
      teamId: p.teamId,
      name: p.name,
      surname: p.surname,
      nickname: p.nickname,
      fieldPosition: p.position,
      price: p.price,
      status: p.status,
      photo: null,
    })),
  );
  const played = new Map(plan.played.map((p) => [p.matchId, p]));
  await insertAll(
    tx,
    schema.matches,
    plan.matches.map((m) => {
      const p = played.get(m.id);
      return {
        id: m.id,
        seasonId: plan.season.id as number,
        tour: m.tour,
        startsAt: m.startsAt,
        homeTeamId: m.homeTeamId,
        guestTeamId: m.guestTeamId,
        homeScore: p?.homeScore ?? null,
        guestScore: p?.guestScore ?? null,
        homeBestPlayerId: p?.homeBestPlayerId ?? null,
        guestBestPlayerId: p?.guestBestPlayerId ?? null,
        isFinished: p !== undefined,
      };
    }),
  );
  await insertAll(
    tx,
    schema.playerMatchStats,
    plan.played.flatMap((p) => p.lines),
  );
}

async function insertUsers(tx: Tx, plan: DemoPlan, passwordHash: string) {
  await insertAll(
    tx,
    schema.users,
    plan.users.map((u) => ({
      id: u.id,
      login: u.login,
      email: u.email,
      phone: u.phone,
      passwordHash,
      role: 'user',
      winlineId: u.winlineId,
      winlineLinkedAt: u.winlineLinkedAt,
      personalDataAcceptedAt: u.createdAt,
      rulesAcceptedAt: u.createdAt,
      createdAt: u.createdAt,
    })),
  );
}

async function insertGames(tx: Tx, plan: DemoPlan) {
  const { predictor, fantasy, champs } = plan;
  await tx.insert(schema.predictorLeagues).values(predictor.league);
  await insertAll(tx, schema.predictorStages, predictor.stages);
  await insertAll(tx, schema.predictorEvents, predictor.events);
  await insertAll(tx, schema.questionVariants, predictor.variants);
  await insertAll(tx, schema.predictions, predictor.predictions);

  await tx.insert(schema.fantasyLeagues).values(fantasy.league);
  await insertAll(tx, schema.fantasyStages, fantasy.stages);
  await insertAll(tx, schema.scoringRules, fantasy.rules);
  await insertAll(tx, schema.forbiddenWords, fantasy.forbiddenWords);
  await insertAll(tx, schema.fantasyTeams, fantasy.teams);
  await insertAll(tx, schema.squads, fantasy.squads);
  await insertAll(tx, schema.squadPlayers, fantasy.squadPlayers);

  await insertAll(tx, schema.champs, champs.champs);
  await insertAll(tx, schema.champMembers, champs.members);
  await insertAll(tx, schema.h2hMatches, champs.h2hMatches);
  await insertAll(tx, schema.h2hTable, champs.h2hTable);
}
