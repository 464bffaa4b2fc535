import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerByApi, useSession } from './support/game-session.ts';

/**
 * The fantasy squad builder end to end as a new user (issue 6): team name, the market
 * filtered by position, a refusal when the budget runs out, the random squad, save and
 * reload, and the confirm when leaving with unsaved changes.
 */

const BUDGET = 'Превышен баланс состава';
const LEAVE = 'У вас есть несохранённые изменения. Перейти без сохранения?';

async function squadPath(page: Page): Promise<string> {
  const response = await page.request.get('/v1/leagues/active/');
  expect(response.status()).toBe(200);
  const { league, stage } = (await response.json()).data as {
    league: { id: number };
    stage: { id: number; update_is_available: boolean };
  };
  expect(stage.update_is_available).toBe(true);
  return `/game/fantasy/${league.id}/my-team/stages/${stage.id}/`;
}

/** The names on the pitch and the bench, sorted. */
async function squadNames(page: Page): Promise<string[]> {
  const tiles = page.getByRole('tabpanel').locator('li[aria-label]:not([aria-label^="Пусто"])');
  const names = await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return names.sort();
}

async function showPosition(market: Locator, name: string, shortName: string, priceFrom: string) {
  await market.getByLabel('Цена от').fill(priceFrom);
  await market.getByLabel('Амплуа').selectOption({ label: name });
  await expect(market.locator('[aria-busy]')).toHaveCount(0);
  await expect(market.locator('tbody tr').first()).toContainText(shortName);
}

test('a new user names the team, hits the budget, takes a random squad, saves it and keeps it @desktop', async ({
  page,
  context,
}, info) => {
  test.setTimeout(90_000);
  const session = await registerByApi(page.request, info, 'fs_');
  await useSession(context, session);
  const path = await squadPath(page);
  await page.goto(path);

  // Team name: 3–20 characters, Enter submits, then the moderation notice.
  const teamName = page.getByRole('textbox', { name: 'Название команды' });
  await teamName.fill(`Ракета ${session.user.id}`.slice(0, 20));
  await teamName.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'отправлено на модерацию' })).toBeVisible();

  // The market, filtered by position; add the priciest picks until the budget refuses one.
  await page.getByRole('tab', { name: 'Трансферы' }).click();
  const market = page.getByRole('tabpanel');
  const refusal = page.getByText(BUDGET);
  // Stars first (every club has a forward of 10+ coins), so the defenders cannot all fit.
  const positions = [
    ['Нападающий', 'НП', '10'],
    ['Полузащитник', 'ПЗ', '10'],
    ['Защитник', 'ЗЩ', ''],
    ['Вратарь', 'ВР', ''],
  ] as const;
  search: for (const [name, shortName, priceFrom] of positions) {
    await showPosition(market, name, shortName, priceFrom);
    for (let i = 0; i < 6; i++) {
      const add = market.locator('tbody button[aria-label^="Добавить: "]:enabled').first();
      if ((await add.count()) === 0) break;
      const fio = ((await add.getAttribute('aria-label')) ?? '').replace('Добавить: ', '');
      await add.click();
      await expect(market.getByRole('button', { name: `Убрать: ${fio}` }).or(refusal)).toBeVisible();
      if (await refusal.isVisible()) break search;
    }
  }
  await expect(refusal).toBeVisible();

  // The random squad: 15 players, then save.
  await page.getByRole('tab', { name: 'Мой состав' }).click();
  await page.getByRole('button', { name: 'Случайный состав' }).click();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Убрать: / })).toHaveCount(15);
  const chosen = await squadNames(page);
  expect(chosen).toHaveLength(15);
  const saved = page.waitForResponse(
    (r) => r.url().includes('/my-squad/') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Сохранить состав' }).click();
  expect((await saved).status()).toBe(200);

  // Reload: the same squad.
  await page.reload();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Убрать: / })).toHaveCount(15);
  expect(await squadNames(page)).toEqual(chosen);

  // An unsaved change, then leaving inside the app asks first.
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Убрать: / })
    .first()
    .click();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Убрать: / })).toHaveCount(14);
  await page.getByRole('link', { name: 'Рейтинг' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(LEAVE);
  await dialog.getByRole('button', { name: 'Остаться' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});
