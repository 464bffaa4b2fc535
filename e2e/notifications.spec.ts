import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { bearer, deviceContext, registerByApi, signInByApi, useSession } from './support/game-session.ts';
import { newestLetter, unsubscribeToken } from './support/outbox.ts';
import { collectErrors, expectFitsWidth } from './support/page-checks.ts';
import { closePopup } from './support/popups.ts';

/**
 * Issue 24 end to end against the real server and its job worker: registration asks for the
 * notification settings once; a deadline reminder of the demo's current tour reaches the header's
 * bell and the notification centre on a desktop and a phone; its letter's one-click unsubscribe
 * link works signed out; a forged link says why it does not.
 */

const PORT = process.env.E2E_PORT;
const DATA_DIR = process.env.E2E_DATA_DIR;
if (!PORT || !DATA_DIR)
  throw new Error('E2E_PORT and E2E_DATA_DIR are not set (see e2e/playwright.config.ts)');
const BASE_URL = `http://127.0.0.1:${PORT}`;
const ADMIN = { login: 'e2e_admin', password: 'E2eAdmin12345' };
const PASSWORD = 'Secret12345';
const REMINDERS = 'Напоминания о прогнозах';

let serial = 0;
function newIdentity(info: TestInfo) {
  serial += 1;
  const stamp = Date.now().toString(36).slice(-6);
  const login = `nt_${stamp}${info.project.name[0]}${info.workerIndex}${serial}`.slice(0, 20);
  const digits = `${Date.now()}${info.workerIndex}${serial}`.slice(-9);
  return { login, email: `${login}@example.com`, phone: `+79${digits}`, password: PASSWORD };
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Уведомления/ });

test.beforeEach(async ({ context }) => {
  await useSession(context, null);
});

test('registration asks once how to tell about the tours, and saving goes on to the profile', async ({
  page,
  request,
}, info) => {
  const errors = collectErrors(page);
  const user = newIdentity(info);
  await page.goto('/game/predictor/users/registration/');
  await page.getByLabel('Логин', { exact: true }).fill(user.login);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Телефон', { exact: true }).fill(user.phone);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByRole('checkbox', { name: /персональных данных/ }).check();
  await page.getByRole('checkbox', { name: /правила игр/ }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  // The onboarding ask first, carrying where registration was going.
  await expect(page).toHaveURL(
    /\/notifications\/settings\/\?onboarding=%2Fgame%2Fpredictor%2Fusers%2Fprofile%2F$/,
  );
  await closePopup(page, 'Успешно');
  await expect(page.getByRole('heading', { level: 1, name: 'Как вам сообщать о турах?' })).toBeVisible();
  await expect(page.getByText(/мы напомним, чего не хватает/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Пропустить' })).toBeVisible();
  // Every kind has its row; the ones that never come by email have no email switch.
  await expect(page.getByRole('list', { name: 'Виды уведомлений' }).getByRole('listitem')).toHaveCount(7);
  await expect(page.getByRole('switch', { name: 'Новые участники ваших лиг — на сайте' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Новые участники ваших лиг — почта' })).toHaveCount(0);
  await expectFitsWidth(page);

  const resultsByEmail = page.getByRole('switch', { name: 'Итоги туров — почта' });
  await expect(resultsByEmail).toBeChecked();
  await resultsByEmail.click();
  await expect(resultsByEmail).not.toBeChecked();
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page).toHaveURL(/\/game\/predictor\/users\/profile\/$/);
  await expect(page.getByText('Настройки уведомлений сохранены')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Профиль' })).toBeVisible();

  // Saved, and asked: the API will not have the onboarding ask again.
  const key = await page.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem('user') ?? '{}') as { authKey?: { value: string } }).authKey
        ?.value,
  );
  const settings = await (
    await request.get('/v1/notifications/settings/', { headers: { Authorization: `Bearer ${key}` } })
  ).json();
  expect(settings.data.asked).toBe(true);
  expect(settings.data.settings).toContainEqual({ kind: 'results', email: false, site: true });
  expect(settings.data.settings).toContainEqual({ kind: 'league_join', email: null, site: true });

  // The profile leads back to the settings, which are now the plain page.
  await page
    .getByRole('region', { name: 'Уведомления' })
    .getByRole('link', { name: 'Настройки уведомлений' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки уведомлений' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Итоги туров — почта' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Пропустить' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a deadline reminder reaches the bell and the notification centre, and its letter unsubscribes signed out @desktop', async ({
  browser,
  request,
}, info) => {
  // The job worker runs its round once a minute.
  test.setTimeout(240_000);
  const fan = await registerByApi(request, info, 'nb_');
  const email = (await (await request.get('/v1/users/me/', { headers: bearer(fan) })).json()).data.user
    .email as string;

  // The fan predicts one match of the current tour: a player of it, with the rest still missing.
  const active = (await (await request.get('/v1/predictors/active-league/')).json()).data;
  const leagueId: number = active.league.id;
  const stage = active.stages.find((s: { status: string }) => s.status === 'current');
  const own = (
    await (
      await request.get(`/v1/predictors/${leagueId}/stages/${stage.id}/predictions/`, {
        headers: bearer(fan),
      })
    ).json()
  ).data;
  const match = own.predictions.find((p: { event: { match: unknown } }) => p.event.match !== null);
  const saved = await request.post(`/v1/predictors/${leagueId}/stages/${stage.id}/predictions/`, {
    headers: bearer(fan),
    data: { predictions: [{ event_id: match.event.id, home_team_score: 1, guest_team_score: 0 }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The back office sets the predictor's reminder a week before the closing time: the demo's
  // current tour closes within days, so its scan is due at the worker's next round.
  const admin = await signInByApi(request, ADMIN.login, ADMIN.password);
  const offsets = (
    await (await request.get('/v1/admin/notifications/reminder-offsets/', { headers: bearer(admin) })).json()
  ).data as { game: string; offsets_minutes: number[] }[];
  const previous = offsets.find((o) => o.game === 'predictor')!.offsets_minutes;
  const put = (minutes: number[]) =>
    request.put('/v1/admin/notifications/reminder-offsets/predictor/', {
      headers: bearer(admin),
      data: { offsets_minutes: minutes },
    });
  const week = await put([10080]);
  expect(week.status(), await week.text()).toBe(200);
  const unread = async () =>
    (await (await request.get('/v1/notifications/unread/', { headers: bearer(fan) })).json()).data
      .unread as number;
  try {
    await expect.poll(unread, { timeout: 150_000, intervals: [2_000] }).toBe(1);
  } finally {
    expect((await put(previous)).status()).toBe(200);
  }
  const [item] = (await (await request.get('/v1/notifications/', { headers: bearer(fan) })).json()).data
    .items;
  expect(item.kind).toBe('predictor_reminder');
  expect(item.link).toMatch(new RegExp(`/game/predictor/${leagueId}/stage/${stage.id}/?$`));

  // On the desktop: the bell with its count, and the centre listing the reminder as new.
  const desktop = await (await deviceContext(browser, 'desktop', BASE_URL, fan)).newPage();
  const desktopErrors = collectErrors(desktop);
  await desktop.goto('/');
  await expect(bell(desktop)).toHaveAttribute('aria-label', 'Уведомления: 1 новое');
  await expect(bell(desktop)).toHaveText('1');
  await expectFitsWidth(desktop);
  await bell(desktop).click();
  await expect(desktop).toHaveURL(/\/notifications\/$/);
  const list = desktop.getByRole('list', { name: 'Уведомления, новые первыми' });
  const entry = list.getByRole('listitem').filter({ hasText: item.title });
  await expect(entry).toContainText('Новое');
  await expect(entry).toContainText(item.body);
  await expect(desktop.getByText('У вас 1 непрочитанное уведомление')).toBeVisible();
  await expectFitsWidth(desktop);

  // On the phone: the bell fits beside the account door and the burger; opening the reminder's
  // link goes to the tour and marks it read.
  const phone = await (await deviceContext(browser, 'phone', BASE_URL, fan)).newPage();
  const phoneErrors = collectErrors(phone);
  await phone.goto('/');
  await expect(bell(phone)).toHaveAttribute('aria-label', 'Уведомления: 1 новое');
  await expect(phone.getByRole('banner').getByRole('button', { name: 'Открыть меню' })).toBeInViewport();
  await expectFitsWidth(phone);
  await bell(phone).click();
  const phoneEntry = phone
    .getByRole('list', { name: 'Уведомления, новые первыми' })
    .getByRole('listitem')
    .filter({ hasText: item.title });
  await expect(phoneEntry).toContainText('Новое');
  await expectFitsWidth(phone);
  await phoneEntry.getByRole('link', { name: item.title }).click();
  await expect(phone).toHaveURL(new RegExp(`/game/predictor/${leagueId}/stage/${stage.id}/?$`));
  await expect.poll(unread).toBe(0);
  // The stage page may open its partner popup (a modal: the rest of the page inert), so the bell is
  // found by its address here.
  await expect(phone.locator('header a[href="/notifications/"]')).toHaveAttribute(
    'aria-label',
    'Уведомления',
  );

  await desktop.reload();
  await expect(entry).toBeVisible();
  await expect(entry).not.toContainText('Новое');
  await expect(desktop.getByText('Новых уведомлений нет')).toBeVisible();
  expect(desktopErrors).toEqual([]);
  expect(phoneErrors).toEqual([]);

  // The reminder's letter: its unsubscribe link works on a phone without signing in.
  let letter: string | null = null;
  await expect
    .poll(async () => (letter = await newestLetter(DATA_DIR!, email, /List-Unsubscribe:/)), {
      timeout: 60_000,
    })
    .not.toBeNull();
  const token = unsubscribeToken(letter!);
  expect(token).toMatch(/\.predictor_reminder\./);
  const visitor = await (await deviceContext(browser, 'phone', BASE_URL, null)).newPage();
  await visitor.goto(`/unsubscribe?token=${encodeURIComponent(token!)}`);
  await expect(
    visitor.getByRole('heading', { name: new RegExp(`^Отписаться от писем «${REMINDERS}» на .+\\?$`) }),
  ).toBeVisible();
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Войти в аккаунт' })).toBeVisible();
  await expectFitsWidth(visitor);
  await visitor.getByRole('button', { name: 'Отписаться' }).click();
  await expect(visitor.getByRole('heading', { name: `Вы отписались от писем «${REMINDERS}»` })).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('link', { name: 'На главную' })).toHaveAttribute(
    'href',
    '/',
  );
  await expectFitsWidth(visitor);
  const settings = (await (await request.get('/v1/notifications/settings/', { headers: bearer(fan) })).json())
    .data;
  expect(settings.settings).toContainEqual({ kind: 'predictor_reminder', email: false, site: true });

  // The same link again, on a desktop: already done.
  const again = await (await deviceContext(browser, 'desktop', BASE_URL, null)).newPage();
  await again.goto(`/unsubscribe?token=${encodeURIComponent(token!)}`);
  await expect(again.getByRole('heading', { name: `Письма «${REMINDERS}» уже не приходят` })).toBeVisible();
  await expectFitsWidth(again);
});

test('a new member of your league lights the bell at once, without a reload (the live stream) @desktop', async ({
  browser,
  request,
}, info) => {
  const owner = await registerByApi(request, info, 'nl_');
  const active = (await (await request.get('/v1/predictors/active-league/')).json()).data;
  const made = await request.post(`/v1/predictors/${active.league.id}/leagues/`, {
    headers: bearer(owner),
    data: { name: 'Живая лига' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const league = (await made.json()).data.league as { id: number; invite_hash: string };

  // The owner's pages are open on a desktop and a phone, the bell quiet.
  const pages = await Promise.all(
    (['desktop', 'phone'] as const).map(async (kind) => {
      const page = await (await deviceContext(browser, kind, BASE_URL, owner)).newPage();
      await page.goto('/');
      await expect(bell(page)).toHaveAttribute('aria-label', 'Уведомления');
      return page;
    }),
  );

  // Someone joins by the invite: both bells count it within seconds, far inside the 60 s poll.
  const guest = await registerByApi(request, info, 'ng_');
  const joined = await request.post(`/v1/champs/${league.id}/invite-accept/`, {
    headers: bearer(guest),
    data: { hash: league.invite_hash },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  for (const page of pages) {
    await expect(bell(page)).toHaveAttribute('aria-label', 'Уведомления: 1 новое', { timeout: 15_000 });
    await expectFitsWidth(page);
  }
  await bell(pages[1]!).click();
  const entry = pages[1]!
    .getByRole('list', { name: 'Уведомления, новые первыми' })
    .getByRole('listitem')
    .filter({ hasText: 'Новый участник в лиге «Живая лига»' });
  await expect(entry).toContainText(`${guest.user.login} вступил(а) в вашу лигу «Живая лига» (прогнозы).`);
  await expectFitsWidth(pages[1]!);
  await pages[1]!.screenshot({ path: info.outputPath('league-join-phone.png'), fullPage: true });
});

test('a forged unsubscribe link says why it does not work, signed out', async ({ page, request }) => {
  const token = '1.results.forged';
  const answer = await request.get(`/v1/unsubscribe/?token=${token}`);
  expect(answer.status()).toBe(400);
  const { message } = await answer.json();
  await page.goto(`/unsubscribe?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Ссылка не сработала' })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отписаться' })).toHaveCount(0);
  await expectFitsWidth(page);
});

test('a visitor of the notification centre is asked to sign in and come back', async ({ page }) => {
  await page.goto('/notifications/');
  await expect(page.getByRole('heading', { name: 'Уведомления видны после входа' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Уведомления/ })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/game\/predictor\/users\/login\/\?returnUrl=%2Fnotifications%2F$/);
  await expectFitsWidth(page);
});
