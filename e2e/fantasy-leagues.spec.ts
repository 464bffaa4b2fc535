import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { collectErrors, expectFitsWidth } from './support/page-checks.ts';
import { PASSWORD, bearer, registerByApi, useSession } from './support/game-session.ts';

/**
 * User leagues and H2H tournaments end to end (issue 8): A creates a league and copies its
 * invite; B, not signed in, opens it, signs in, confirms and finds the league; A sees B in
 * the league's rating; B leaves; A deletes it. A user joins and leaves the demo's
 * recruiting H2H tournament and opens a match of the started one to see both lineups.
 */

/** A new user with a fantasy team (made through the API, as the squad builder's form would). */
async function playerWithTeam(request: APIRequestContext, info: TestInfo, prefix: string, team: string) {
  const session = await registerByApi(request, info, prefix);
  const named = await request.post('/v1/fantasy/team-name/', {
    headers: bearer(session),
    data: { name: `${team} ${session.user.id}`.slice(0, 20) },
  });
  expect(named.status(), await named.text()).toBe(200);
  return { session, team: (await named.json()).data.user.teamName as string };
}

/** The two teams of a match row, from its label 'Составы: A — B'. */
async function teamsOf(match: Locator): Promise<string[]> {
  const label = (await match.getAttribute('aria-label')) ?? '';
  const teams = label.replace(/^Составы: /, '').split(' — ');
  expect(teams).toHaveLength(2);
  return teams;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('a league: create, share the invite, a visitor signs in and joins, the rating shows both, leave, delete @desktop', async ({
  page,
  browser,
  context,
}, info) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const a = await playerWithTeam(page.request, info, 'la_', 'Хозяева');
  const b = await playerWithTeam(page.request, info, 'lb_', 'Гости');
  const leagueName = `Лига ${a.session.user.id}`;

  // A creates the league: Enter submits.
  await useSession(context, a.session);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/game/fantasy/my-leagues/');
  const nameInput = page.getByRole('textbox', { name: 'Название лиги' });
  await nameInput.fill(leagueName);
  await nameInput.press('Enter');
  await expect(toast(page, 'Лига создана')).toBeVisible();
  const card = page.getByRole('listitem', { name: leagueName });
  await expect(card).toContainText('Место: ');
  await expect(card).toContainText('Вы создатель');

  // A second league cannot be created: the form gives way to a note (the API refuses it too).
  await expect(nameInput).toHaveCount(0);
  await expect(page.getByText(/Вы уже создали лигу в этом сезоне/)).toBeVisible();
  const second = await page.request.post('/v1/champs/create/', {
    headers: bearer(a.session),
    data: { name: 'Ещё одна лига' },
  });
  expect((await second.json()).message).toBe('Каждый пользователь может создать одну игровую лигу');

  // Share copies the invite link.
  await card.getByRole('button', { name: `Поделиться: ${leagueName}` }).click();
  await expect(toast(page, 'Ссылка-приглашение скопирована')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/game\/fantasy\/invite\/[A-Za-z0-9_-]{16,}\/$/);

  // B, not signed in, opens the link: sign in first, then back to the invite's confirm.
  const other = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  await useSession(other, null);
  const pageB = await other.newPage();
  const errorsB = collectErrors(pageB);
  await pageB.goto(link);
  await expect(pageB).toHaveURL(/\/game\/fantasy\/users\/login\/\?returnUrl=%2Finvite%2F/);
  await pageB.getByLabel('Логин или email', { exact: true }).fill(b.session.user.login);
  await pageB.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await pageB.getByRole('button', { name: 'Войти' }).click();
  const confirm = pageB.getByRole('dialog', { name: `Вступить в лигу «${leagueName}»?` });
  await expect(confirm).toBeVisible();
  await expect(pageB).toHaveURL(/\/game\/fantasy\/invite\/[A-Za-z0-9_-]{16,}\/$/);
  await confirm.getByRole('button', { name: 'Вступить' }).click();
  await expect(pageB).toHaveURL(/\/game\/fantasy\/my-leagues\/$/);
  const cardB = pageB.getByRole('listitem', { name: leagueName });
  await expect(cardB).toContainText('2 команды');
  await expect(cardB.getByRole('button', { name: `Покинуть: ${leagueName}` })).toBeVisible();

  // A sees B in the league's rating (details).
  await page.reload();
  await card.getByRole('link', { name: `Подробнее: ${leagueName}` }).click();
  await expect(page).toHaveURL(/\/game\/fantasy\/\d+\/rating\/\d+\/$/);
  const rating = page.getByRole('table', { name: leagueName });
  await expect(rating).toContainText(b.team);
  await expect(rating).toContainText(a.team);

  // B leaves after the confirm.
  await cardB.getByRole('button', { name: `Покинуть: ${leagueName}` }).click();
  const leaveDialog = pageB.getByRole('dialog', { name: `Покинуть лигу «${leagueName}»?` });
  await leaveDialog.getByRole('button', { name: 'Покинуть' }).click();
  await expect(toast(pageB, 'Вы покинули лигу')).toBeVisible();
  await expect(pageB.getByRole('listitem', { name: leagueName })).toHaveCount(0);
  await other.close();

  // A deletes it after the confirm.
  await page.goto('/game/fantasy/my-leagues/');
  await card.getByRole('button', { name: `Удалить: ${leagueName}` }).click();
  await page
    .getByRole('dialog', { name: `Удалить лигу «${leagueName}»?` })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(toast(page, 'Лига удалена')).toBeVisible();
  await expect(page.getByRole('listitem', { name: leagueName })).toHaveCount(0);
  expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
  expect(errorsB).toEqual([]);
});

test('H2H: join and leave the recruiting tournament; the started one shows its table and a match’s lineups @desktop', async ({
  page,
  context,
}, info) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const { session } = await playerWithTeam(page.request, info, 'h2_', 'Дуэлянты');
  await useSession(context, session);
  await page.goto('/game/fantasy/h2h/');
  const recruiting = page.getByRole('listitem', { name: 'Турнир выходного дня' });
  await expect(recruiting).toContainText(/Участники: \d из 8/);
  await recruiting.getByRole('button', { name: 'Участвовать: Турнир выходного дня' }).click();
  await expect(toast(page, 'Вы зарегистрированы в турнире')).toBeVisible();
  await expect(recruiting).toContainText('Вы участвуете');
  await expect(page.getByRole('button', { name: 'Участвовать: Кубок вызова' })).toHaveCount(0);

  // The tournament page shows the user in its table; leaving asks first.
  await recruiting.getByRole('link', { name: 'Открыть турнир: Турнир выходного дня' }).click();
  await expect(page.getByRole('table', { name: 'Турнирная таблица' })).toContainText('Вы');
  await expect(page.getByRole('heading', { name: 'В данный момент нет календаря матчей' })).toBeVisible();
  await page.getByRole('button', { name: 'Покинуть: Турнир выходного дня' }).click();
  await page
    .getByRole('dialog', { name: 'Покинуть турнир «Турнир выходного дня»?' })
    .getByRole('button', { name: 'Покинуть' })
    .click();
  await expect(toast(page, 'Вы покинули турнир')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Участвовать: Турнир выходного дня' })).toBeVisible();

  // The started tournament: 16 teams, current tour first, an earlier tour's match with both lineups.
  await page.goto('/game/fantasy/h2h/');
  await page.getByRole('link', { name: 'Открыть турнир: Кубок вызова' }).click();
  const table = page.getByRole('table', { name: 'Турнирная таблица' });
  await expect(table.locator('tbody tr')).toHaveCount(16);
  const nav = page.getByRole('button', { name: 'Предыдущий тур' });
  await expect(page.getByRole('list', { name: /^Тур \d+$/ })).toBeVisible();
  await nav.click();
  const tour = page.getByRole('list', { name: /^Тур \d+$/ });
  await expect(tour.getByRole('listitem')).toHaveCount(8);
  const match = tour.getByRole('button', { name: /^Составы: / }).first();
  await match.click();
  await expect(match).toHaveAttribute('aria-expanded', 'true');
  for (const team of await teamsOf(match)) {
    const lineup = tour.getByRole('region', { name: team, exact: true });
    await expect(lineup.getByText('Очки основы')).toBeVisible();
    await expect(lineup.locator('li[aria-label]:not([aria-label^="Пусто"])')).toHaveCount(15);
  }
  expect(errors).toEqual([]);
});

test('my leagues and an H2H match fit a phone @mobile', async ({ page, context }, info) => {
  test.setTimeout(90_000);
  const { session } = await playerWithTeam(page.request, info, 'hm_', 'Мобильные');
  const created = await page.request.post('/v1/champs/create/', {
    headers: bearer(session),
    data: { name: `Телефон ${session.user.id}`.slice(0, 25) },
  });
  expect(created.status()).toBe(200);
  await useSession(context, session);
  await page.goto('/game/fantasy/my-leagues/');
  await expect(page.getByRole('listitem', { name: /^Телефон / })).toBeVisible();
  await expectFitsWidth(page);

  await page.goto('/game/fantasy/h2h/');
  await page.getByRole('link', { name: 'Открыть турнир: Кубок вызова' }).click();
  await page.getByRole('button', { name: 'Предыдущий тур' }).click();
  const match = page
    .getByRole('list', { name: /^Тур \d+$/ })
    .getByRole('button', { name: /^Составы: / })
    .first();
  await match.click();
  for (const team of await teamsOf(match)) {
    await expect(
      page.getByRole('region', { name: team, exact: true }).getByText('Очки основы'),
    ).toBeVisible();
  }
  await expectFitsWidth(page);
});
