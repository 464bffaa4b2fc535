import { expect, test, type Page } from '@playwright/test';
import { signInByApi, useSession } from './support/game-session.ts';
import { collectErrors, expectFitsWidth } from './support/page-checks.ts';

/**
 * Issue 23 §3–4 against the demo season (its tours 1–5 scored when it loads), at 1440 px and
 * 390 px: the debrief of a scored tour in both games, and a rating's movement arrows and its
 * «Месяц» filter.
 */

const DEMO = { login: 'demo', password: 'demo12345' };
const MOVEMENT = /^(Поднял(ся|ась) на \d+ мест[оа]?|Опустил(ся|ась) на \d+ мест[оа]?|Место не изменилось)$/;

async function signIn(page: Page) {
  const session = await signInByApi(page.request, DEMO.login, DEMO.password);
  await useSession(page.context(), session);
}

test('the predictor debrief of the last scored tour, reached from the landing', async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page);
  await page.goto('/game/predictor/');
  await expect(page).toHaveURL(/\/game\/predictor\/\d+\/stage\/\d+\/$/);
  await page.getByRole('link', { name: /^Итоги тура/ }).click();
  await expect(page).toHaveURL(/\/stage\/\d+\/debrief\/$/);
  await expect(page.getByRole('heading', { name: /^Итоги тура · Тур \d+$/ })).toBeVisible();
  await expect(page.getByText('Ваши очки')).toBeVisible();
  await expect(page.getByText(/^в среднем \d+(,\d)? · лучший \d+$/)).toBeVisible();
  await expect(page.getByText(/Вы обошли или сравнялись с \d+(,\d)?\s%/).first()).toBeVisible();
  await expectFitsWidth(page);
  expect(errors).toEqual([]);
});

test('the fantasy debrief of the last scored tour, reached from the squad page', async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page);
  await page.goto('/game/fantasy/');
  await page.getByRole('link', { name: /^Итоги тура/ }).click();
  await expect(page).toHaveURL(/\/debrief\/$/);
  await expect(page.getByRole('heading', { name: /^Итоги тура · Тур \d+$/ })).toBeVisible();
  await expect(page.getByText(/^Ваш капитан: /)).toBeVisible();
  await expect(page.getByText(/^Очки на скамейке: \d+$/)).toBeVisible();
  await expectFitsWidth(page);
  expect(errors).toEqual([]);
});

test('a rating shows the movement since the last tour and the table of a month', async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page);
  await page.goto('/game/predictor/');
  await page.getByRole('link', { name: 'Рейтинг', exact: true }).click();
  const table = page.getByRole('table').first();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByLabel(MOVEMENT).first()).toBeVisible();

  const month = page.getByRole('combobox', { name: 'Месяц' });
  const options = await month.locator('option').allTextContents();
  expect(options[0]).toBe('Весь сезон');
  expect(options.length).toBeGreaterThan(1);
  await month.selectOption({ label: options[1]! });
  await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}/);
  await expect(page.getByText(`Таблица месяца: ${options[1]}`).first()).toBeVisible();
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  await expectFitsWidth(page);
  expect(errors).toEqual([]);
});
