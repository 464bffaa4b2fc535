import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hash } from '@node-rs/argon2';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database, Db } from '../../src/db/connect.ts';
import { authKeys, users } from '../../src/db/schema/index.ts';
import { hashAuthKey } from '../../src/http/auth.ts';
import { openTestDatabase } from './test-db.ts';
import { SANDBOX_CLIENT_SECRET, SANDBOX_WEBHOOK_SECRET } from './partner.ts';

export type TestApp = { app: FastifyInstance; database: Database; db: Db; close: () => Promise<void> };

export async function createTestApp(
  overrides: Partial<Config> = {},
  logStream?: NodeJS.WritableStream,
  now?: () => Date,
): Promise<TestApp> {
  const database = await openTestDatabase();
  const base = loadConfig({ NODE_ENV: 'test', DEMO: '0', PARTNER_SANDBOX: '1' });
  const partner = {
    ...base.partner,
    clientSecret: SANDBOX_CLIENT_SECRET,
    webhookSecret: SANDBOX_WEBHOOK_SECRET,
  };
  const config: Config = {
    ...base,
    dataDir: null,
    authRateLimit: 10_000,
    requestRateLimit: 0,
    partner,
    ...overrides,
  };
  const app = await buildApp({ config, database, logStream, now });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A clock the app's deadlines read; tests move it. */
export type Clock = { now: () => Date; set: (at: Date | number) => void };
export type ClockedTestApp = TestApp & { clock: Clock };

/** createTestApp with a controllable clock, starting at `start`. */
export async function createClockedTestApp(start = Date.UTC(2026, 4, 1, 9, 0)): Promise<ClockedTestApp> {
  let current = start;
  const clock: Clock = {
    now: () => new Date(current),
    set: (at) => void (current = typeof at === 'number' ? at : at.getTime()),
  };
  return { ...(await createTestApp({}, undefined, clock.now)), clock };
}

let passwordHash: Promise<string> | null = null;

/** A user with a live auth key, made straight in the database (the sign-in API is tested on its own). */
export async function createUser(db: Db, login: string, extra: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hash('password1');
  const [user] = await db
    .insert(users)
    .values({ login, email: `${login}@example.test`, passwordHash: await passwordHash, ...extra })
    .returning();
  return { user: user!, ...(await signInAs(db, user!.id)) };
}

/** A live auth key of an existing user (a seeded one), made straight in the database. */
export async function signInAs(db: Db, userId: number) {
  const key = randomBytes(32).toString('base64url');
  await db
    .insert(authKeys)
    .values({ userId, keyHash: hashAuthKey(key), expireAt: new Date(Date.now() + 86_400_000) });
  return { key, headers: { authorization: `Bearer ${key}` } };
}
