import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerLinkStates } from '../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';
import { cookiesOf, linkThroughSandbox, SANDBOX_CLIENT_SECRET } from './helpers/partner.ts';
import { loadConfig } from '../src/config.ts';

describe('partner account linking (OAuth through the sandbox partner)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/v1/users/me/', headers })).json().data.user;

  it('needs a signed-in user', async () => {
    const res = await t.app.inject('/v1/users/oauthwinline/?source=predictor');
    expect(res.statusCode).toBe(401);
  });

  it('links through the round trip and sends the browser back to the game', async () => {
    const { headers } = await createUser(t.db, 'linker');
    const { redirectUrl, params, consent, callback } = await linkThroughSandbox(t.app, headers, 'W100001');
    expect(redirectUrl).toMatch(/^\/v1\/partner\/sandbox\/authorize\/\?/);
    expect(params.state!.length).toBeGreaterThanOrEqual(43);

    const page = await t.app.inject(redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Привязка аккаунта');

    expect(consent.statusCode).toBe(302);
    expect(consent.headers.location).toMatch(/^\/v1\/users\/oauthwinline\/callback\/\?state=.+&code=.+/);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/game/fantasy/?partner_link=ok');
    expect((await me(headers)).winline).toBe('W100001');
  });

  it('refuses a forged, reused or expired state and changes nothing', async () => {
    const { headers } = await createUser(t.db, 'cautious');
    const forged = await t.app.inject('/v1/users/oauthwinline/callback/?state=forged-state-value&code=x');
    expect(forged.headers.location).toBe('/game/predictor/?partner_link=expired');

    const first = await linkThroughSandbox(t.app, headers, 'W100002');
    expect(first.callback.headers.location).toContain('partner_link=ok');
    const reused = await t.app.inject({
      url: first.consent.headers.location as string,
      headers: { cookie: first.startCookie },
    });
    expect(reused.headers.location).toContain('partner_link=expired');

    const { headers: late } = await createUser(t.db, 'latecomer');
    const start = await t.app.inject({ url: '/v1/users/oauthwinline/?source=predictor', headers: late });
    await t.db.update(partnerLinkStates).set({ expireAt: new Date(Date.now() - 1000) });
    const params = Object.fromEntries(new URL(start.json().data.redirect_url, 'http://x').searchParams);
    const consent = await t.app.inject({
      method: 'POST',
      url: '/v1/partner/sandbox/authorize/',
      payload: new URLSearchParams({ ...params, partner_id: 'W100003', decision: 'allow' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const expired = await t.app.inject({
      url: consent.headers.location as string,
      headers: { cookie: cookiesOf(start) },
    });
    expect(expired.headers.location).toContain('partner_link=expired');
    expect((await me(late)).winline).toBeNull();
  });

  it('links nobody when another browser follows the link (security/partner-attacks.test.ts)', async () => {
    const owner = await createUser(t.db, 'owner');
    const intruder = await createUser(t.db, 'intruder');
    const start = await t.app.inject({
      url: '/v1/users/oauthwinline/?source=predictor',
      headers: owner.headers,
    });
    const params = Object.fromEntries(new URL(start.json().data.redirect_url, 'http://x').searchParams);
    const consent = await t.app.inject({
      method: 'POST',
      url: '/v1/partner/sandbox/authorize/',
      payload: new URLSearchParams({ ...params, partner_id: 'W100004', decision: 'allow' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const back = await t.app.inject({ url: consent.headers.location as string, headers: intruder.headers });
    expect(back.headers.location).toContain('partner_link=expired');
    expect((await me(owner.headers)).winline).toBeNull();
    expect((await me(intruder.headers)).winline).toBeNull();
  });

  it('refuses a partner id already linked to another user', async () => {
    const { headers } = await createUser(t.db, 'copycat');
    const { callback } = await linkThroughSandbox(t.app, headers, 'W100001');
    expect(callback.headers.location).toBe('/game/fantasy/?partner_link=taken');
    expect((await me(headers)).winline).toBeNull();
  });

  it('relinks to another id, and a denied consent links nothing', async () => {
    const { headers } = await createUser(t.db, 'switcher');
    await linkThroughSandbox(t.app, headers, 'W200001');
    await linkThroughSandbox(t.app, headers, 'W200002');
    expect((await me(headers)).winline).toBe('W200002');

    const start = await t.app.inject({ url: '/v1/users/oauthwinline/?source=predictor', headers });
    const params = Object.fromEntries(new URL(start.json().data.redirect_url, 'http://x').searchParams);
    const deny = await t.app.inject({
      method: 'POST',
      url: '/v1/partner/sandbox/authorize/',
      payload: new URLSearchParams({ ...params, decision: 'deny' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const back = await t.app.inject({
      url: deny.headers.location as string,
      headers: { cookie: cookiesOf(start) },
    });
    expect(back.headers.location).toBe('/game/predictor/?partner_link=failed');
    expect((await me(headers)).winline).toBe('W200002');
  });

  it('answers the sandbox token endpoint only for its client and a fresh code', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/partner/sandbox/token/',
      payload: { code: 'nope', client_id: 'mliga', client_secret: SANDBOX_CLIENT_SECRET },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid_grant' });
  });
});

describe('the sandbox partner in production', () => {
  it('cannot be reached', async () => {
    const prod = loadConfig({ NODE_ENV: 'production', DEMO: '0' });
    const t = await createTestApp({ nodeEnv: 'production', partner: prod.partner });
    const { headers } = await createUser(t.db, 'produser');
    expect((await t.app.inject('/v1/partner/sandbox/authorize/?client_id=mliga')).statusCode).toBe(404);
    expect((await t.app.inject('/v1/partner/sandbox/bets/')).statusCode).toBe(404);
    const link = await t.app.inject({ url: '/v1/users/oauthwinline/', headers });
    expect(link.statusCode).toBe(503);
    expect(link.json().message).toBe('Привязка аккаунта партнёра временно недоступна');
    await t.close();
  });
});
