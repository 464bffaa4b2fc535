import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';

/**
 * Sessions for the game specs: users made through the API and handed to the browser the way
 * the app keeps them (local storage key `user`: the API's user with its `authKey`).
 */

export const PASSWORD = 'Secret12345';

export interface ApiSession {
  user: { id: number; login: string; winline: string | null } & Record<string, unknown>;
  auth_key: { value: string; type: string; expire_at: string };
}

export const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.auth_key.value}` });

let serial = 0;

/** A login, email and phone nobody else in this run has (the data directory is shared). */
function newIdentity(info: TestInfo, prefix: string) {
  serial += 1;
  const stamp = Date.now().toString(36).slice(-6);
  const login = `${prefix}${stamp}${info.project.name[0]}${info.workerIndex}${serial}`.slice(0, 20);
  const digits = `${Date.now()}${info.workerIndex}${serial}`.slice(-9);
  return { login, email: `${login}@example.com`, phone: `+79${digits}`, password: PASSWORD };
}

export async function registerByApi(
  request: APIRequestContext,
  info: TestInfo,
  prefix = 'pr_',
): Promise<ApiSession> {
  const response = await request.post('/v1/users/registration/', {
    data: { ...newIdentity(info, prefix), rules_accept: 1, personal_data_accept: 1 },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as ApiSession;
}

export async function signInByApi(
  request: APIRequestContext,
  login: string,
  password: string,
): Promise<ApiSession> {
  const response = await request.post('/v1/users/login/', { data: { login, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as ApiSession;
}

/** Stores the session before any page script runs, and accepts the cookie notice so it never covers a click. */
export async function useSession(context: BrowserContext, session: ApiSession | null): Promise<void> {
  const stored = session ? { ...session.user, authKey: session.auth_key } : null;
  await context.addInitScript((user) => {
    try {
      window.localStorage.setItem('cookies_accepted', '1');
      // Only on the first load of the tab: later a test may sign out or the app may refresh the record.
      if (user && !window.sessionStorage.getItem('e2e_session_set')) {
        window.localStorage.setItem('user', JSON.stringify(user));
        window.sessionStorage.setItem('e2e_session_set', '1');
      }
    } catch {
      // A document without storage (about:blank of a new tab before it navigates).
    }
  }, stored);
}

/** The user as the API sees them now (the partner id appears here once linked). */
export async function fetchMe(request: APIRequestContext, session: ApiSession) {
  const response = await request.get('/v1/users/me/', { headers: bearer(session) });
  expect(response.status()).toBe(200);
  return (await response.json()).data.user as ApiSession['user'];
}

/**
 * Links a partner account without a browser: the same OAuth round trip the popup starts,
 * with the sandbox partner's consent form posted directly.
 */
export async function linkPartnerByApi(request: APIRequestContext, session: ApiSession): Promise<string> {
  const start = await request.get('/v1/users/oauthwinline/?source=predictor', { headers: bearer(session) });
  expect(start.status(), await start.text()).toBe(200);
  const authorize = new URL((await start.json()).data.redirect_url as string, 'http://sandbox.invalid');
  const partnerId = `E2E${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(
    0,
    32,
  );
  const consent = await request.post(authorize.pathname, {
    form: {
      client_id: authorize.searchParams.get('client_id') ?? '',
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      state: authorize.searchParams.get('state') ?? '',
      partner_id: partnerId,
      decision: 'allow',
    },
  });
  expect(consent.url()).toContain('partner_link=ok');
  expect((await fetchMe(request, session)).winline).toBe(partnerId);
  return partnerId;
}

/** The app's toast/popup layer must not hide what a test clicks: wait for the page's own heading. */
export async function openStagePage(page: Page, path = '/game/predictor/') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/game\/predictor\/\d+\/stage\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Тур \d+$/ })).toBeVisible();
}

/** A Moscow-time Russian browser context at 1440 × 900, or a 390 × 844 touch phone, with `session` in it. */
export async function deviceContext(
  browser: Browser,
  kind: 'desktop' | 'phone',
  baseURL: string,
  session: ApiSession | null,
): Promise<BrowserContext> {
  const common = { baseURL, locale: 'ru-RU', timezoneId: 'Europe/Moscow' };
  const context =
    kind === 'desktop'
      ? await browser.newContext({ ...common, viewport: { width: 1440, height: 900 } })
      : await browser.newContext({
          ...common,
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
  await useSession(context, session);
  return context;
}
