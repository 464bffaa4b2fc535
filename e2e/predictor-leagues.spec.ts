import { expect, test, type Page } from '@playwright/test';
import { bearer, deviceContext, registerByApi, signInByApi } from './support/game-session.ts';
import { collectErrors, expectFitsWidth } from './support/page-checks.ts';
import { dismissPopups } from './support/popups.ts';

/**
 * Issue 23 §1 end to end, on a demo server of its own (it closes the current tour): a fan on a
 * desktop creates a private predictor league, a friend on a phone joins by the invite link, both
 * predict the tour, the tour closes (the back office moves its closing time into the past), and
 * each sees the other's predictions and the crowd's split.
 */

const PORT = process.env.E2E_CLOSING_PORT;
if (!PORT) throw new Error('E2E_CLOSING_PORT is not set (see e2e/playwright.config.ts)');
const BASE_URL = `http://127.0.0.1:${PORT}`;
const ADMIN = { login: 'e2e_admin', password: 'E2eAdmin12345' };
const LEAGUE = 'Офис на Тверской';

test.use({ baseURL: BASE_URL });

const card = (page: Page) => page.getByRole('listitem').filter({ hasText: LEAGUE });

test('a private league: made on a desktop, joined on a phone, each sees the other’s picks once the tour closes @desktop', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(180_000);
  const anna = await registerByApi(request, info, 'an_');
  const boris = await registerByApi(request, info, 'bo_');
  const desktop = await (await deviceContext(browser, 'desktop', BASE_URL, anna)).newPage();
  const phone = await (await deviceContext(browser, 'phone', BASE_URL, boris)).newPage();
  const desktopErrors = collectErrors(desktop);
  const phoneErrors = collectErrors(phone);

  // Anna creates the league from the «Лиги» tab.
  await desktop.goto('/game/predictor/');
  // The game's entry moves on to the current tour once it knows it: a tab clicked before that is undone.
  await desktop.waitForURL(/\/game\/predictor\/\d+\/stage\/\d+\/$/);
  // The tour page offers a new fan the partner's account once a visit (not now).
  await dismissPopups(desktop, ['Аккаунт партнёра']);
  await desktop.getByRole('link', { name: 'Лиги', exact: true }).click();
  await expect(desktop.getByRole('heading', { name: 'Мои лиги' })).toBeVisible();
  await expect(desktop.getByRole('heading', { name: 'Вы пока не состоите ни в одной лиге' })).toBeVisible();
  await desktop.getByLabel('Название лиги').fill(LEAGUE);
  await desktop.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(card(desktop)).toContainText('1-е место');
  await expect(card(desktop)).toContainText('1 участник');
  const invite = (await card(desktop).locator('code').textContent())!.trim();
  expect(invite).toMatch(/\/invite\/[A-Za-z0-9_-]{16,64}\/$/);

  // Boris opens the link on his phone and joins.
  await phone.goto(new URL(invite).pathname);
  await expect(phone.getByRole('heading', { name: `Вступить в лигу «${LEAGUE}»?` })).toBeVisible();
  await phone.getByRole('button', { name: 'Вступить' }).click();
  await expect(phone).toHaveURL(/\/game\/predictor\/leagues\/$/);
  await expect(card(phone)).toContainText('2 участника');
  await expectFitsWidth(phone);

  // Both predict the current tour: Anna through the API, Boris on the stage page.
  const active = await (await request.get('/v1/predictors/active-league/')).json();
  const leagueId: number = active.data.league.id;
  const stage = active.data.stages.find((s: { status: string }) => s.status === 'current');
  const own = await (await request.get(`/v1/predictors/${leagueId}/stages/${stage.id}/predictions/`)).json();
  const matches = own.data.predictions.filter((p: { event: { match: unknown } }) => p.event.match !== null);
  const saved = await request.post(`/v1/predictors/${leagueId}/stages/${stage.id}/predictions/`, {
    headers: bearer(anna),
    data: {
      predictions: matches.map((p: { event: { id: number } }) => ({
        event_id: p.event.id,
        home_team_score: 2,
        guest_team_score: 1,
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await phone.goto('/game/predictor/');
  // A user without a partner account is offered to link one first (spec 1): not now.
  const partner = phone.getByRole('dialog', { name: 'Аккаунт партнёра' });
  await partner.getByRole('button', { name: 'Закрыть' }).click();
  await expect(partner).toBeHidden();
  await phone.getByRole('button', { name: 'Случайный прогноз' }).click();
  await phone.getByRole('button', { name: 'Сохранить' }).click();
  const accepted = phone.getByRole('dialog', { name: 'Прогноз принят' });
  await accepted.getByRole('button', { name: 'Понятно' }).click();
  await expect(accepted).toBeHidden();

  // Before the closing time nobody sees another member's picks.
  const leagues = await (
    await request.get(`/v1/predictors/${leagueId}/leagues/`, { headers: bearer(anna) })
  ).json();
  const champId: number = leagues.data.leagues[0].id;
  const early = await request.get(`/v1/predictors/leagues/${champId}/stages/${stage.id}/predictions/`, {
    headers: bearer(anna),
  });
  expect(early.status()).toBe(403);

  // The back office moves the tour's first match to kick off in ten minutes: predictions closed an
  // hour before it (the league's offset), so the tour is closed now.
  const admin = await signInByApi(request, ADMIN.login, ADMIN.password);
  const first = matches[0].event.match.id as number;
  const moved = await request.patch(`/v1/admin/matches/${first}/`, {
    headers: bearer(admin),
    data: { starts_at: new Date(Date.now() + 10 * 60_000).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // Anna, on the desktop: the league's card leads to every member's picks of the tour.
  await desktop.reload();
  await card(desktop)
    .getByRole('link', { name: `Прогнозы участников: ${LEAGUE}` })
    .click();
  await expect(desktop.getByRole('heading', { name: LEAGUE })).toBeVisible();
  await expect(desktop.getByText(`Прогнозы участников · ${stage.name}`)).toBeVisible();
  const table = desktop.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(boris.user.login) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(anna.user.login) })).toContainText('2:1');

  // Boris, on the phone: the closed tour shows the crowd's split and the way to Anna's picks.
  await phone.goto('/game/predictor/');
  await expect(phone.getByText('П1').first()).toBeVisible();
  await phone.getByRole('link', { name: 'Прогнозы участников лиг' }).click();
  await expect(phone.getByRole('heading', { name: LEAGUE })).toBeVisible();
  await expect(phone.getByText(`Прогнозы участников · ${stage.name}`)).toBeVisible();
  await expect(phone.getByText(anna.user.login).first()).toBeVisible();
  await expect(phone.getByText('2:1').first()).toBeVisible();
  await expectFitsWidth(phone);
  expect(desktopErrors).toEqual([]);
  expect(phoneErrors).toEqual([]);
});
