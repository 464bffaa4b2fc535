import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { partnerBetEvents, users } from '../../src/db/schema/index.ts';
import { partnerSecrets } from '../../src/modules/partner/sandbox-secrets.ts';
import { cookiesOf, linkThroughSandbox, placedBet, sendBetEvent } from '../helpers/partner.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app.ts';

/**
 * Attacks on the partner link and the sandbox partner: a victim's partner account attached to an
 * attacker's site account, a blocked user linked mid-flow, bets placed in the sandbox for anyone,
 * and the sandbox's secrets published in the repository.
 */

const me = async (t: TestApp, headers: Record<string, string>) =>
  (await t.app.inject({ url: '/v1/users/me/', headers })).json().data.user as { winline: string | null };

describe('the partner link is bound to the browser that started it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("does not attach a victim's partner account to the attacker who sent the link", async () => {
    const attacker = await createUser(t.db, 'attacker');
    // The attacker starts a link and sends its partner URL to the victim; the victim approves with
    // their own partner id, and the partner sends the victim's browser (no attacker cookie) back.
    const { callback } = await linkThroughSandbox(t.app, attacker.headers, 'VICTIM1', 'mliga_partner_link=');
    expect(callback.headers.location).toBe('/game/predictor/?partner_link=expired');
    const replayed = await linkThroughSandbox(t.app, attacker.headers, 'VICTIM2', '');
    expect(replayed.callback.headers.location).toBe('/game/predictor/?partner_link=expired');
    const forgedNonce = await linkThroughSandbox(
      t.app,
      attacker.headers,
      'VICTIM3',
      'mliga_partner_link=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(forgedNonce.callback.headers.location).toBe('/game/predictor/?partner_link=expired');
    expect((await me(t, attacker.headers)).winline).toBeNull();
  });

  it('links in the browser that started it, with an HttpOnly, SameSite=Lax nonce cookie', async () => {
    const owner = await createUser(t.db, 'owner1');
    const { callback, startCookie } = await linkThroughSandbox(t.app, owner.headers, 'OWNER1');
    expect(callback.headers.location).toBe('/game/fantasy/?partner_link=ok');
    expect((await me(t, owner.headers)).winline).toBe('OWNER1');
    expect(startCookie).toMatch(/^mliga_partner_link=[A-Za-z0-9_-]{32}$/);
    const start = await t.app.inject({ url: '/v1/users/oauthwinline/', headers: owner.headers });
    const header = String(start.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\/v1\/users\/oauthwinline\//);
  });

  it('refuses a user blocked while the partner page was open', async () => {
    const user = await createUser(t.db, 'blockedmid');
    const start = await t.app.inject({
      url: '/v1/users/oauthwinline/?source=predictor',
      headers: user.headers,
    });
    const params = Object.fromEntries(new URL(start.json().data.redirect_url, 'http://x').searchParams);
    const consent = await t.app.inject({
      method: 'POST',
      url: '/v1/partner/sandbox/authorize/',
      payload: new URLSearchParams({ ...params, partner_id: 'BLOCKED1', decision: 'allow' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.user.id));
    const back = await t.app.inject({
      url: consent.headers.location as string,
      headers: { cookie: cookiesOf(start) },
    });
    expect(back.headers.location).toBe('/game/predictor/?partner_link=failed');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row!.winlineId).toBeNull();
  });
});

describe('the sandbox bet page takes bets only for your own partner account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const events = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(partnerBetEvents))[0]!.n;
  const bet = (partnerId: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/partner/sandbox/bets/',
      payload: new URLSearchParams({
        action: 'placed',
        partner_id: partnerId,
        amount: '1000',
        odds: '1.5',
      }).toString(),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('refuses a visitor, and a user betting for someone else, writing nothing', async () => {
    await createUser(t.db, 'victim', { winlineId: 'VICT01' });
    const other = await createUser(t.db, 'other', { winlineId: 'OTHR01' });
    const before = await events();
    const anonymous = await bet('VICT01');
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.body).toContain('Ставку можно сделать только со своего аккаунта партнёра');
    expect((await bet('VICT01', other.headers)).statusCode).toBe(403);
    expect((await bet('VICT01', { cookie: 'mliga_sandbox_partner=1.VICT01.forged' })).statusCode).toBe(403);
    expect(await events()).toBe(before);
  });

  it("takes the linked browser's own bets, and an admin's for anyone", async () => {
    const fan = await createUser(t.db, 'sbfan');
    const { callback } = await linkThroughSandbox(t.app, fan.headers, 'FAN001');
    const session = cookiesOf(callback);
    expect(String(callback.headers['set-cookie'])).toMatch(/Path=\/v1\/partner\/sandbox\/; HttpOnly/);
    const page = await t.app.inject({ url: '/v1/partner/sandbox/bets/', headers: { cookie: session } });
    expect(page.body).toContain('value="FAN001"');
    expect((await bet('FAN001', { cookie: session })).statusCode).toBe(200);
    expect((await bet('VICT01', { cookie: session })).statusCode).toBe(403);
    expect((await bet('FAN001', fan.headers)).statusCode).toBe(200);

    const admin = await createUser(t.db, 'sbadmin', { role: 'admin' });
    expect((await bet('VICT01', admin.headers)).statusCode).toBe(200);
  });
});

describe('the sandbox is for development and the demo only', () => {
  const real = {
    PARTNER_AUTHORIZE_URL: 'https://p.example/auth',
    PARTNER_TOKEN_URL: 'https://p.example/token',
  };

  it('is on with the demo or PARTNER_SANDBOX=1, and off otherwise', () => {
    expect(loadConfig({}).partner.sandbox).toBe(true);
    expect(loadConfig({ DEMO: '0' }).partner.sandbox).toBe(false);
    expect(loadConfig({ DEMO: '0', PARTNER_SANDBOX: '1' }).partner.sandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).partner.sandbox).toBe(false);
    // A real partner configured and NODE_ENV unset, as `npm start` runs: no sandbox.
    expect(loadConfig({ ...real, PARTNER_CLIENT_SECRET: 's' }).partner.sandbox).toBe(false);
    expect(loadConfig({ PARTNER_WEBHOOK_SECRET: 'real' }).partner.sandbox).toBe(false);
  });

  it('stops the start beside a real partner or under NODE_ENV=production', () => {
    for (const env of [
      { ...real, PARTNER_CLIENT_SECRET: 's', PARTNER_SANDBOX: '1' },
      { PARTNER_WEBHOOK_SECRET: 'real', PARTNER_SANDBOX: '1' },
      { NODE_ENV: 'production', PARTNER_SANDBOX: '1' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      try {
        loadConfig(env);
      } catch (error) {
        expect((error as ConfigError).problems.join()).toMatch(/PARTNER_SANDBOX=1/);
      }
    }
  });

  it('has no secret in code: each data folder makes its own, kept in a file only its owner reads', async () => {
    const config = loadConfig({ DEMO: '1' });
    expect(config.partner.clientSecret).toBeNull();
    expect(config.partner.webhookSecret).toBeNull();
    const one = mkdtempSync(join(tmpdir(), 'mliga-secrets-'));
    const two = mkdtempSync(join(tmpdir(), 'mliga-secrets-'));
    const first = await partnerSecrets({ ...config, dataDir: one });
    expect(await partnerSecrets({ ...config, dataDir: one })).toEqual(first);
    const other = await partnerSecrets({ ...config, dataDir: two });
    expect(other.webhookSecret).not.toBe(first.webhookSecret);
    expect(first.webhookSecret!.length).toBeGreaterThanOrEqual(32);
    const file = join(one, 'partner-sandbox-secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it("refuses a feed event signed with the repository's old sandbox secret", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mliga-secrets-'));
    const sandbox = loadConfig({ NODE_ENV: 'test', DEMO: '1' });
    const t = await createTestApp({ dataDir, partner: sandbox.partner });
    try {
      const event = placedBet('ANY', { placed_at: new Date() });
      const res = await sendBetEvent(t.app, event, { secret: 'sandbox-webhook-secret' });
      expect(res.statusCode).toBe(401);
      const { webhookSecret } = await partnerSecrets({ ...sandbox, dataDir });
      expect((await sendBetEvent(t.app, event, { secret: webhookSecret! })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
