import { expect, test, type Page } from '@playwright/test';

/** Accepts the cookie notice up front so that it never covers what a test clicks. */
async function acceptCookiesBeforeLoad(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookies_accepted', '1'));
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('site shell', () => {
  test.beforeEach(async ({ page }) => acceptCookiesBeforeLoad(page));

  test('the home page renders the header, the page and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(h1(page)).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute(
      'href',
      '/mliga/pages/agreement/',
    );
    await expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      '/mliga/pages/confidential/',
    );
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(3);
    await expect(footer.getByRole('link', { name: /ВКонтакте/ })).toHaveAttribute('target', '_blank');
    await expect(footer).toContainText('©');
  });

  test('an unknown route answers HTTP 404 with the 404 page, and its back link goes home', async ({
    page,
  }) => {
    const response = await page.goto('/nonexistent-page/');
    expect(response?.status()).toBe(404);
    await expect(h1(page)).toHaveText('Данная страница не существует');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Вернуться на главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(h1(page)).not.toHaveText('Данная страница не существует');
  });

  test('a malformed id in a game path shows the 404 page', async ({ page }) => {
    await page.goto('/game/fantasy/abc/my-team/stages/1/');
    await expect(h1(page)).toHaveText('Данная страница не существует');
  });

  test('the predictor entry opens the current demo tour', async ({ page }) => {
    await page.goto('/game/predictor/');
    await expect(h1(page)).toHaveText('Прогнозы');
    await expect(page).toHaveURL(/\/game\/predictor\/\d+\/stage\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Тур \d+$/ })).toBeVisible();
    await expect(page.getByText(/^\d\d\.\d\d\.\d{4} — \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  });

  test('the fantasy entry goes on to the squad builder of the current demo tour', async ({ page }) => {
    await page.goto('/game/fantasy/');
    await expect(page).toHaveURL(/\/game\/fantasy\/\d+\/my-team\/stages\/\d+\/$/);
    await expect(h1(page)).toHaveText('Фэнтези');
    await expect(page.getByRole('heading', { level: 2, name: 'Соберите свою команду' })).toBeVisible();
  });

  test('the fantasy rating route goes to the active league rating', async ({ page }) => {
    await page.goto('/game/fantasy/rating/');
    await expect(page).toHaveURL(/\/game\/fantasy\/\d+\/rating\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Рейтинг' })).toBeVisible();
  });

  test('the game tabs lead to their screens', async ({ page }) => {
    await page.goto('/game/predictor/');
    const tabs = page.getByRole('navigation', { name: 'Разделы игры «Прогнозы»' });
    await tabs.getByRole('link', { name: 'Правила' }).click();
    await expect(page).toHaveURL(/\/game\/predictor\/rules\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Правила' })).toBeVisible();
    await tabs.getByRole('link', { name: 'Вход' }).click();
    await expect(page).toHaveURL(/\/game\/predictor\/users\/login\/$/);
  });
});

// On a phone the header links live in the burger menu: these run in the desktop project only.
test.describe('desktop header', { tag: '@desktop' }, () => {
  test.beforeEach(async ({ page }) => acceptCookiesBeforeLoad(page));

  const links: Array<{ name: string; path: RegExp; heading: string }> = [
    // The game entries redirect to the current tour's page.
    { name: 'Прогнозы', path: /\/game\/predictor\//, heading: 'Прогнозы' },
    { name: 'Фэнтези', path: /\/game\/fantasy\//, heading: 'Фэнтези' },
    { name: 'Игроки', path: /\/players\/$/, heading: 'Игроки' },
    { name: 'Команды', path: /\/teams\/$/, heading: 'Команды' },
    { name: 'Сезон', path: /\/champs\/15\/$/, heading: 'Сезон' },
    { name: 'Билеты', path: /\/tickets\/$/, heading: 'Билеты' },
    { name: 'Видео', path: /\/videos\/$/, heading: 'Видео' },
    { name: 'История', path: /\/champs\/history\/$/, heading: 'История лиги' },
  ];

  test('every header link navigates to its page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Основная навигация' });
    await expect(nav).toBeVisible();
    for (const link of links) {
      await nav.getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.path);
      await expect(h1(page)).toHaveText(link.heading);
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  test('the shop opens outside in a new tab', async ({ page }) => {
    await page.goto('/');
    const shop = page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('link', { name: /Магазин/ });
    await expect(shop).toHaveAttribute('target', '_blank');
    await expect(shop).toHaveAttribute('rel', /noopener/);
    await expect(shop).toHaveAttribute('href', /^https:\/\//);
  });
});

test.describe('mobile menu', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ page }) => acceptCookiesBeforeLoad(page));

  test('opens from the burger and its links work', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Меню сайта' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Закрыть меню' })).toHaveAttribute('aria-expanded', 'true');
    // The nine site links and the account door (issue 20 §2), which the bar shows as well.
    await expect(menu.getByRole('link')).toHaveCount(10);
    await expect(menu.getByRole('link', { name: 'Войти в аккаунт' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Войти в аккаунт' }).first(),
    ).toBeVisible();

    await menu.getByRole('link', { name: 'Фэнтези', exact: true }).click();
    await expect(page).toHaveURL(/\/game\/fantasy\/\d+\/my-team\/stages\/\d+\/$/);
    await expect(h1(page)).toHaveText('Фэнтези');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await menu.getByRole('link', { name: 'Команды', exact: true }).click();
    await expect(page).toHaveURL(/\/teams\/$/);
    await expect(h1(page)).toHaveText('Команды');

    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the page fits the phone width', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('cookie banner', () => {
  test('hides after Accept and stays hidden after a reload', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Использование cookie' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Принять' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('cookies_accepted'))).toBe('1');
    await page.reload();
    await expect(h1(page)).toBeVisible();
    await expect(banner).toBeHidden();
  });
});
