import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import type { Db } from '../../src/db/connect.ts';
import { authKeys, players, users } from '../../src/db/schema/index.ts';
import { hashAuthKey } from '../../src/http/auth.ts';
import { DAY, seedPredictorLeague, type SeededLeague } from '../factories/predictor.ts';

/** Every seeded user's password. */
export const PASSWORD = 'password1';

export type SignedUser = { id: number; login: string; email: string; headers: Record<string, string> };

/** `logins` users in two statements, each with a live auth key (a surge's users are many). */
export async function createUsers(db: Db, logins: string[]): Promise<SignedUser[]> {
  const passwordHash = await hash(PASSWORD);
  const rows = await db
    .insert(users)
    .values(logins.map((login) => ({ login, email: `${login}@example.test`, passwordHash })))
    .returning({ id: users.id, login: users.login, email: users.email });
  const keys = rows.map(() => randomBytes(32).toString('base64url'));
  await db.insert(authKeys).values(
    rows.map((row, i) => ({
      userId: row.id,
      keyHash: hashAuthKey(keys[i]!),
      expireAt: new Date(Date.now() + DAY),
    })),
  );
  return rows.map((row, i) => ({
    id: row.id,
    login: row.login,
    email: row.email!,
    headers: { authorization: `Bearer ${keys[i]}` },
  }));
}

export type ClusterSeed = {
  league: SeededLeague;
  /** The first match of the stage, with one starter per club for the match centre. */
  match: { id: number; home: number; guest: number };
  surge: SignedUser[];
};

/**
 * The suite's own small world, written on the primary: an active predictor league whose one stage
 * closes in four days (no reminder is due until the test moves it), two players on each club of
 * its first match, and `surgeUsers` users with auth keys.
 */
export async function seedCluster(db: Db, surgeUsers: number): Promise<ClusterSeed> {
  const league = await seedPredictorLeague(db, { now: new Date(), tours: 1, firstStartsIn: 4 * DAY });
  const first = league.stages[0]!.matchEvents[0]!;
  const [homeTeam, guestTeam] = league.teamIds;
  const made = await db
    .insert(players)
    .values(
      [homeTeam!, guestTeam!].map((teamId, i) => ({
        teamId,
        name: 'Игрок',
        surname: `Кластерный ${i + 1}`,
        fieldPosition: 4,
        price: 6,
      })),
    )
    .returning({ id: players.id });
  const surge = await createUsers(
    db,
    Array.from({ length: surgeUsers }, (_, i) => `surge${i + 1}`),
  );
  return { league, match: { id: first.matchId, home: made[0]!.id, guest: made[1]!.id }, surge };
}

/** A full set of predictions for the stage (every match and both questions), varied by `n`. */
export function fullPredictions(league: SeededLeague, n: number) {
  const stage = league.stages[0]!;
  return [
    ...stage.matchEvents.map((e, i) => ({
      event_id: e.id,
      home_team_score: (n + i) % 6,
      guest_team_score: n % 4,
    })),
    { event_id: stage.variantQuestion.id, variant_id: stage.variantQuestion.variantIds[n % 2]! },
    { event_id: stage.numericQuestion.id, variant_value: n % 40 },
  ];
}

/** The predictions of `fullPredictions(league, n)` as `storedPredictions` lists a user's. */
export function storedForm(league: SeededLeague, n: number): string {
  return fullPredictions(league, n)
    .map((p) => ({
      id: p.event_id,
      key: [
        p.event_id,
        'home_team_score' in p ? p.home_team_score : null,
        'guest_team_score' in p ? p.guest_team_score : null,
        'variant_id' in p ? p.variant_id : null,
        'variant_value' in p ? p.variant_value : null,
      ]
        .filter((v) => v !== null)
        .join(':'),
    }))
    .sort((a, b) => a.id - b.id)
    .map((p) => p.key)
    .join(',');
}

/** Every user's predictions of `stageId` on the server at `url`, read directly: user id → its form. */
export async function storedPredictions(url: string, stageId: number): Promise<Map<number, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: number; items: string }>(
      `select user_id, string_agg(concat_ws(':', event_id, home_score, guest_score, variant_id, variant_value), ','
                                  order by event_id) as items
       from predictions where stage_id = $1 group by user_id`,
      [stageId],
    );
    return new Map(rows.map((r) => [r.user_id, r.items]));
  } finally {
    await client.end();
  }
}
