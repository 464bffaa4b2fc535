import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  linkPartnerByApi,
  openStagePage,
  registerByApi,
  signInByApi,
  useSession,
} from './support/game-session.ts';

/**
 * The predictor end to end against the real server and the demo season (issue 4): the visitor's
 * prompt, a signed-in user filling every item of the current tour, the rating's sorting and paging.
 */

const DEMO = { login: 'demo', password: 'demo12345' };
const ADMIN = { login: 'e2e_admin', password: 'E2eAdmin12345' };
const PAST_TOURS = [1, 2, 3, 4, 5];

const matchItems = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: /^Матч/ }) });
const questionItems = (page: Page) =>
  page.getByRole('article').filter({ hasNot: page.getByRole('heading', { name: /^Матч/ }) });

/** Sets a stepper to `target` with its − and + buttons, the way a user does. */
async function setScore(item: Locator, index: 0 | 1, target: number) {
  const spin = item.getByRole('spinbutton').nth(index);
  const minus = item.getByRole('button', { name: /^Меньше голов/ }).nth(index);
  const plus = item.getByRole('button', { name: /^Больше голов/ }).nth(index);
  const current = await spin.getAttribute('aria-valuenow');
  let value = current === null ? null : Number(current);
  if (value === null) {
    await plus.click();
    value = 0;
  }
  while (value < target) {
    await plus.click();
    value += 1;
  }
  while (value > target) {
    await minus.click();
    value -= 1;
  }
  await expect(spin).toHaveAttribute('aria-valuenow', String(target));
}

async function scores(page: Page): Promise<number[]> {
  const values = await matchItems(page)
    .getByRole('spinbutton')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('aria-valuenow') ?? 'NaN')));
  return values;
}

/** The demo loads its past tours with results; scoring them (idempotent) gives the ratings their points. */
async function scorePastTours(request: APIRequestContext) {
  const admin = await signInByApi(request, ADMIN.login, ADMIN.password);
  for (const stage of PAST_TOURS) {
    const response = await request.post(`/v1/admin/predictor-stages/${stage}/score/`, {
      headers: { Authorization: `Bearer ${admin.auth_key.value}` },
      data: {},
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

test.describe('predictor: stage page', () => {
  test('a visitor lands on the current tour and sees the prompt to log in or register', async ({
    page,
    context,
  }) => {
    await useSession(context, null);
    await openStagePage(page);
    await expect(page.getByRole('heading', { name: 'Войдите, чтобы делать прогнозы' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Войти', exact: true })).toHaveAttribute(
      'href',
      '/game/predictor/users/login/?returnUrl=%2Fgame%2Fpredictor%2F',
    );
    await expect(page.getByRole('link', { name: 'Зарегистрироваться' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ваши очки' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
    await expect(matchItems(page)).toHaveCount(6);
  });

  test('a signed-in user fills every item, uses random prediction, saves and finds it all after a reload', async ({
    page,
    context,
    request,
  }, info) => {
    if (info.project.name === 'desktop') {
      // The demo showcase user, through the login screen once.
      await useSession(context, null);
      await page.goto('/game/predictor/users/login/?returnUrl=/game/predictor/');
      await page.getByLabel('Логин или email', { exact: true }).fill(DEMO.login);
      await page.getByLabel('Пароль', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Войти' }).click();
      await expect(page).toHaveURL(/\/game\/predictor\/5\/stage\/6\/$/);
    } else {
      // The phone run takes its own linked user: both runs share the server and would overwrite each other.
      const session = await registerByApi(request, info);
      await linkPartnerByApi(request, session);
      await useSession(context, session);
      await openStagePage(page);
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Тур 6' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ваши очки' })).toBeVisible();
    await expect(matchItems(page)).toHaveCount(6);
    await expect(questionItems(page)).toHaveCount(3);

    // Random prediction: every match 0–5, one variant per question, the numeric answer 0–9.
    await page.getByRole('button', { name: 'Случайный прогноз' }).click();
    for (const value of await scores(page)) expect(value >= 0 && value <= 5).toBe(true);
    const numeric = page.getByRole('spinbutton', { name: 'Сколько жёлтых карточек покажут в туре?' });
    const randomNumber = Number(await numeric.inputValue());
    expect(Number.isInteger(randomNumber) && randomNumber >= 0 && randomNumber <= 9).toBe(true);
    for (const question of await questionItems(page).all()) {
      const radios = question.getByRole('radio');
      if ((await radios.count()) === 0) continue;
      await expect(question.locator('input[type="radio"]:checked')).toHaveCount(1);
    }

    // Then every item by hand: known values to find again after the reload.
    const wanted: number[] = [];
    const matches = await matchItems(page).all();
    for (const [i, item] of matches.entries()) {
      const home = (i + 2) % 4;
      const guest = i % 3;
      await setScore(item, 0, home);
      await setScore(item, 1, guest);
      wanted.push(home, guest);
    }
    const duel = questionItems(page).filter({ hasText: 'Кто забьёт больше голов' });
    await duel.getByText('Поровну').click();
    const winner = questionItems(page).filter({ hasText: 'Кто станет победителем турнира?' });
    const champion = (await winner.locator('label').first().innerText()).trim();
    await winner.getByText(champion, { exact: true }).click();
    await numeric.fill('7');

    const save = page.getByRole('button', { name: 'Сохранить' });
    await save.click();
    const accepted = page.getByRole('dialog', { name: 'Прогноз принят' });
    await expect(accepted).toBeVisible();
    await expect(accepted).toContainText('Результаты появятся после завершения матчей тура.');
    await accepted.getByRole('button', { name: 'Понятно' }).click();
    await expect(accepted).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Тур 6' })).toBeVisible();
    await expect.poll(() => scores(page)).toEqual(wanted);
    await expect(duel.getByRole('radio', { name: 'Поровну' })).toBeChecked();
    await expect(winner.getByRole('radio', { name: champion })).toBeChecked();
    await expect(numeric).toHaveValue('7');
  });
});

test.describe('predictor: rating', () => {
  test.beforeAll(async ({ request }) => scorePastTours(request));

  test('sorts by a tour column both ways, pages, and a sort change goes back to page 1', async ({
    page,
    context,
  }) => {
    await useSession(context, null);
    await page.goto('/game/predictor/5/rating/3/');
    await expect(page.getByRole('heading', { level: 2, name: 'Рейтинг' })).toBeVisible();
    const table = page.getByRole('table');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(page.getByText(/^В рейтинге \d+ участник/)).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Страницы' });
    await expect(pages).toBeVisible();

    // The default order: place 1 first.
    const places = () => rows.locator('td:first-child').allInnerTexts();
    expect((await places()).slice(0, 3)).toEqual(['1', '2', '3']);

    const tourColumn = async () => {
      const headers = await table.locator('thead th').allInnerTexts();
      const index = headers.findIndex((h) => /Тур 3/i.test(h));
      return (await rows.locator(`td:nth-child(${index + 1})`).allInnerTexts()).map((t) =>
        /^\d+$/.test(t.trim()) ? Number(t.trim()) : -1,
      );
    };

    await table.getByRole('button', { name: 'Тур 3' }).click();
    await expect(page).toHaveURL(/\?sort=-3$/);
    await expect(table.locator('th[aria-sort="descending"]')).toContainText('Тур 3');
    await expect
      .poll(async () => {
        const values = await tourColumn();
        return values.every((v, i) => i === 0 || values[i - 1]! >= v);
      })
      .toBe(true);

    await table.getByRole('button', { name: 'Тур 3' }).click();
    await expect(page).toHaveURL(/\?sort=3$/);
    await expect(table.locator('th[aria-sort="ascending"]')).toContainText('Тур 3');

    await pages.getByRole('link', { name: 'Страница 2', exact: true }).click();
    await expect(page).toHaveURL(/\?p=2&sort=3$/);
    await expect(pages.getByRole('link', { name: 'Страница 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rows).toHaveCount(20);

    await table.getByRole('button', { name: 'Место' }).click();
    await expect(page).toHaveURL(/\/rating\/3\/$/);
    await expect(pages.getByRole('link', { name: 'Страница 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(async () => (await places()).slice(0, 2)).toEqual(['1', '2']);
  });

  test('the partner rating lists linked users only and marks the signed-in user', async ({
    page,
    context,
    request,
  }) => {
    const demo = await signInByApi(request, DEMO.login, DEMO.password);
    await useSession(context, demo);
    await page.goto('/game/predictor/5/rating/4/');
    await expect(page.getByRole('heading', { level: 2, name: 'Рейтинг партнёра' })).toBeVisible();
    const rows = page.getByRole('table').locator('tbody tr:not(:has(td[colspan]))');
    await expect(rows.first()).toBeVisible();
    const flags = await rows.evaluateAll((els) =>
      els.map((tr) => tr.textContent?.includes('Аккаунт партнёра привязан')),
    );
    expect(flags.every(Boolean)).toBe(true);
    await expect(page.getByRole('table').getByText('Вы', { exact: true })).toBeVisible();
  });
});
