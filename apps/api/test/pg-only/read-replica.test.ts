import { createServer, Socket, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { createPgDatabase, type PgTestDatabase } from '../helpers/api-process.ts';
import { createUser } from '../helpers/test-app.ts';
import { seedFantasy } from '../factories/fantasy.ts';

/**
 * A TCP hop between the API and the «replica» that the test can cut and restore, as a replica
 * server stopped and started again: every connection through it is dropped at once when cut.
 */
class Hop {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

/**
 * Issue 25 §2: with DATABASE_REPLICA_URL the public reads go to the replica (a signed-in reader's
 * page of them too, decision 083), a user's own data to the primary; a replica that stops answering is bypassed within a second with no error, and reads
 * go back to it once it answers again. The «replica» is a second database holding the same season
 * with the league named differently, so an answer says where it was read.
 */
describe('public reads from a read replica', () => {
  let primary: PgTestDatabase;
  let replica: PgTestDatabase;
  let hop: Hop;
  let database: Database;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    [primary, replica] = await Promise.all([
      createPgDatabase('mliga_primary'),
      createPgDatabase('mliga_replica'),
    ]);
    const now = new Date();
    await seedFantasy(primary.database.db, { now });
    await seedFantasy(replica.database.db, { now });
    await replica.database.db.execute(sql`update fantasy_leagues set name = 'Лига реплики'`);
    await primary.database.db.execute(sql`update fantasy_leagues set name = 'Лига основной базы'`);
    const target = new URL(replica.url);
    hop = new Hop({ host: target.hostname, port: Number(target.port || 5432) });
    await hop.open();
    const through = new URL(replica.url);
    through.port = String(hop.port);
    database = await openDatabase({ databaseUrl: primary.url, replicaUrl: through.toString(), poolSize: 4 });
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DEMO: '0' }),
      dataDir: null,
      publicReadCacheSeconds: 0,
      requestRateLimit: 0,
    };
    app = await buildApp({ config, database });
    await app.ready();
    headers = (await createUser(database.db, 'reader')).headers;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await hop?.cut();
    await Promise.all([primary?.drop(), replica?.drop()]);
  });

  const leagueName = async (signedIn: boolean) => {
    const res = await app.inject({ url: '/v1/leagues/active/', headers: signedIn ? headers : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.league.name as string;
  };

  /** The reader's profile, which only the primary has: a read of the user's own data. */
  const ownLogin = async () => {
    const res = await app.inject({ url: '/v1/users/me/', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.user.login as string;
  };

  it('a visitor and a signed-in reader read the public page on the replica; the reader’s own data on the primary', async () => {
    expect(await leagueName(false)).toBe('Лига реплики');
    // Issue 25 §3 (decision 083): a reader's page is the visitors' copy, their rating row public too.
    expect(await leagueName(true)).toBe('Лига реплики');
    expect(await ownLogin()).toBe('reader');
  });

  it('the replica stops: public reads answer from the primary at once, none fails', async () => {
    await hop.cut();
    const started = performance.now();
    expect(await leagueName(false)).toBe('Лига основной базы');
    expect(performance.now() - started).toBeLessThan(1_000);
    for (let i = 0; i < 5; i++) expect(await leagueName(false)).toBe('Лига основной базы');
  });

  it('the replica is back: public reads return to it', async () => {
    await hop.open();
    await expect.poll(() => leagueName(false), { timeout: 5_000, interval: 200 }).toBe('Лига реплики');
    expect(await leagueName(true)).toBe('Лига реплики');
    expect(await ownLogin()).toBe('reader');
  });
});
