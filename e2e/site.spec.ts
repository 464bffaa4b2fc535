import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectFitsWidth } from './support/page-checks.ts';

/** A header link: in the burger menu on a phone, in the navigation bar otherwise. */
async function openFromHeader(page: Page, name: string, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page
      .getByRole('navigation', { name: 'Меню сайта' })
      .getByRole('link', { name, exact: true })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('link', { name, exact: true })
      .click();
  }
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The page's own title and a description of its own (not the one of index.html). */
async function expectMeta(page: Page, title: RegExp) {
  await expect(page).toHaveTitle(title);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toBeTruthy();
  expect(description).not.toMatch(/^МЛига — любительская медиалига: календарь/);
}

test.describe('league site', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookies_accepted', '1'));
  });

  test('season, a past tour, a team and a player from the header', async ({ page, isMobile }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await openFromHeader(page, 'Сезон', isMobile);
    await expect(page).toHaveURL(/\/champs\/15\/$/);
    await expect(h1(page)).toHaveText('Сезон');
    await expectMeta(page, /^Сезон \d{4}\/\d{2} — МЛига$/);

    const table = page.getByRole('table', { name: /^Турнирная таблица/ });
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(
      page.getByText(/больше очков в матчах между командами с одинаковым числом очков/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Бомбардиры' }).getByRole('listitem')).toHaveCount(10);

    // The current tour comes first; a played one is a click away.
    const tours = page.getByRole('navigation', { name: 'Туры сезона' });
    await expect(tours.getByRole('link', { name: 'Тур 6' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: /^Купить билет на матч/ }).first()).toBeVisible();
    await tours.getByRole('link', { name: 'Тур 3' }).click();
    await expect(page).toHaveURL(/\?tour=3$/);
    await expect(page.getByText(/^Тур 3 · .* · сыгран$/)).toBeVisible();
    await expect(page.getByLabel(/ \d+:\d+ /)).toHaveCount(6);
    await expectFitsWidth(page);

    // A club from the table, then one of its players.
    await table.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/teams\/\d+\/$/);
    await expect(h1(page)).not.toHaveText('Команды');
    await expectMeta(page, / — Команды — МЛига$/);
    const squad = page.getByRole('region', { name: 'Состав' });
    await expect(squad.getByRole('heading', { name: 'Вратари' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Последние результаты' }).getByLabel(/ \d+:\d+ /),
    ).toHaveCount(5);
    await expect(
      page.getByRole('region', { name: 'Ближайшие матчи' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectFitsWidth(page);

    const player = squad.getByRole('link').first();
    await player.click();
    await expect(page).toHaveURL(/\/players\/\d+\/$/);
    await expectMeta(page, / — Игроки — МЛига$/);
    const stats = page.getByRole('region', { name: /^Статистика: Сезон/ });
    await expect(stats.getByText('Минуты')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Последние матчи' })).toBeVisible();
    await expectFitsWidth(page);

    expect(errors).toEqual([]);
  });

  test('players: search and filters', async ({ page, isMobile }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await openFromHeader(page, 'Игроки', isMobile);
    await expect(h1(page)).toHaveText('Игроки');
    await expect(page.getByText('Найдено: 216 игроков')).toBeVisible();
    await page.getByLabel('Позиция').selectOption({ label: 'Вратари' });
    await expect(page).toHaveURL(/position=1/);
    await expect(page.getByText('Найдено: 24 игрока')).toBeVisible();
    await page.getByLabel('Позиция').selectOption({ label: 'Все позиции' });
    await page.getByLabel('Имя или фамилия').fill('zzzz');
    await expect(page.getByRole('heading', { name: 'Никого не нашли' })).toBeVisible();
    await page.getByRole('button', { name: 'Сбросить' }).click();
    await expect(page.getByText('Найдено: 216 игроков')).toBeVisible();
    await page.getByRole('link', { name: 'Страница 2', exact: true }).click();
    await expect(page).toHaveURL(/\?p=2$/);
    await expectFitsWidth(page);
    expect(errors).toEqual([]);
  });

  test('history, tickets and videos from the header', async ({ page, isMobile }) => {
    const errors = collectErrors(page);
    await page.goto('/');

    await openFromHeader(page, 'История', isMobile);
    await expect(h1(page)).toHaveText('История лиги');
    await expectMeta(page, /^История лиги — МЛига$/);
    const seasons = page.getByRole('article');
    await expect(seasons).toHaveCount(2);
    await expect(seasons.first().getByRole('heading', { level: 2 })).toHaveText(/^Сезон \d{4}\/\d{2}$/);
    await expect(seasons.first().getByText('Чемпион')).toBeVisible();
    await expect(seasons.first().getByRole('table').getByRole('row')).toHaveCount(13);
    await expectFitsWidth(page);

    await openFromHeader(page, 'Билеты', isMobile);
    await expect(h1(page)).toHaveText('Билеты');
    await expectMeta(page, /^Билеты — МЛига$/);
    const ticket = page.getByRole('link', { name: /^Купить билет на матч/ }).first();
    await expect(ticket).toHaveAttribute('target', '_blank');
    await expect(ticket).toHaveAttribute('rel', /noopener/);
    await expect(ticket).toHaveAttribute('href', /^https:\/\/tickets\.mliga\.example\//);
    await expect(page.getByText(/^Стадион|^Арена|^Манеж/).first()).toBeVisible();
    await expectFitsWidth(page);

    await openFromHeader(page, 'Видео', isMobile);
    await expect(h1(page)).toHaveText('Видео');
    await expectMeta(page, /^Видео — МЛига$/);
    const tours = page.getByRole('navigation', { name: 'Туры с видео' });
    await expect(tours.getByRole('link', { name: 'Тур 5' })).toHaveAttribute('aria-current', 'page');
    await tours.getByRole('link', { name: 'Тур 1' }).click();
    await expect(page).toHaveURL(/\?tour=1$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Тур 1' })).toBeVisible();
    const video = page.getByRole('link', { name: /Обзор матча/ }).first();
    await expect(video).toHaveAttribute('target', '_blank');
    await expect(video).toHaveAttribute('href', /^https:\/\/video\.mliga\.example\//);
    await expectFitsWidth(page);

    expect(errors).toEqual([]);
  });

  test('the agreement and the privacy policy come from the back office text', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Пользовательское соглашение' }).click();
    await expect(h1(page)).toHaveText('Пользовательское соглашение');
    await expect(page.getByRole('heading', { level: 2, name: 'Честная игра' })).toBeVisible();
    await expect(page.getByText(/^Редакция от \d\d\.\d\d\.\d{4}$/)).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Политика конфиденциальности' }).click();
    await expect(h1(page)).toHaveText('Политика конфиденциальности');
    await expect(page.getByRole('heading', { level: 2, name: 'Ваши права' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown team or player shows the 404 page', async ({ page }) => {
    await page.goto('/teams/9999/');
    await expect(h1(page)).toHaveText('Данная страница не существует');
    await page.goto('/players/abc/');
    await expect(h1(page)).toHaveText('Данная страница не существует');
  });
});
