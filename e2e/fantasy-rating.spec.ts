import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, expectFitsWidth } from './support/page-checks.ts';

/**
 * The fantasy rating, statistics and rules screens against the demo season, whose played
 * tours are scored when it loads (issue 7): search, media filter, a stage-column sort, a
 * team's squad on the pitch; the statistics chart; the points table of the rules.
 */

/** The rating table settled: no page is loading in the background. */
async function ratingTable(page: Page): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Общий рейтинг' });
  await expect(table).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return table;
}

/** The team names of the rows on screen (the pinned own row has none for a visitor). */
async function teamNames(table: Locator): Promise<string[]> {
  return table.locator('tbody th[scope="row"] button').allInnerTexts();
}

async function columnValues(table: Locator, header: string): Promise<(number | null)[]> {
  const headers = await table.locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.startsWith(header));
  expect(index).toBeGreaterThan(0);
  const cells = await table.locator(`tbody tr > :nth-child(${index + 1})`).allInnerTexts();
  return cells.map((t) => (/^-?\d+$/.test(t.trim()) ? Number(t.trim()) : null));
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookies_accepted', '1'));
});

/** Whether `part` begins the name or a word of it (after any character that is not a letter or digit). */
function startsAWord(name: string, part: string): boolean {
  const text = name.toLowerCase();
  const wanted = part.toLowerCase();
  for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + 1))
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!)) return true;
  return false;
}

test.describe('fantasy rating', () => {
  test('searches by name, filters media teams, sorts by a tour column and opens a team squad @desktop', async ({
    page,
  }) => {
    // Search, filter, two sorts, history and a squad: a long walk on a busy machine.
    test.setTimeout(60_000);
    const errors = collectErrors(page);
    await page.goto('/game/fantasy/rating/');
    await expect(page).toHaveURL(/\/game\/fantasy\/\d+\/rating\/\d+\/$/);
    let table = await ratingTable(page);
    const firstNames = await teamNames(table);
    expect(firstNames.length).toBe(20);
    await expect(page.getByText(/^В рейтинге \d+ команд/)).toBeVisible();

    // Search: the teams with a word of the name starting with what was typed (issue 20).
    const prefix = firstNames[1]!.slice(0, 4).trim();
    await page.getByRole('searchbox', { name: 'Поиск по названию команды' }).fill(prefix);
    await page.getByRole('searchbox', { name: 'Поиск по названию команды' }).press('Enter');
    // The address holds the search alone (a space may be written '+' or '%20').
    await expect.poll(() => [...new URL(page.url()).searchParams]).toEqual([['name', prefix]]);
    table = await ratingTable(page);
    // The address changes before the filtered page arrives: wait until the rows are the search's.
    await expect
      .poll(async () => (await teamNames(table)).filter((name) => !startsAWord(name, prefix)))
      .toEqual([]);
    const found = await teamNames(table);
    expect(found).toContain(firstNames[1]);
    for (const name of found) expect(startsAWord(name, prefix), name).toBe(true);

    // Nothing matches: the empty text of spec 2 §8; reload keeps the state.
    await page.getByRole('searchbox', { name: 'Поиск по названию команды' }).fill('Яяяяяя нет такой');
    await page.getByRole('searchbox', { name: 'Поиск по названию команды' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'По вашему запросу ничего не найдено' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'По вашему запросу ничего не найдено' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Поиск по названию команды' })).toHaveValue(
      'Яяяяяя нет такой',
    );

    // Media teams only.
    await page.getByRole('searchbox', { name: 'Поиск по названию команды' }).fill('');
    await page.getByRole('searchbox', { name: 'Поиск по названию команды' }).press('Enter');
    await expect(page).not.toHaveURL(/name=/);
    // The cleared search may still settle as the box is ticked: tick it until the URL holds it.
    await expect(async () => {
      await page.getByRole('checkbox', { name: 'Только медиакоманды' }).check({ timeout: 2_000 });
      await expect(page).toHaveURL(/\?media=1$/, { timeout: 2_000 });
    }).toPass();
    table = await ratingTable(page);
    const mediaRows = table.locator('tbody tr');
    expect(await mediaRows.count()).toBeGreaterThan(0);
    for (const row of await mediaRows.all())
      await expect(row.getByText('Медиа', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Только медиакоманды' }).uncheck();
    await expect(page).not.toHaveURL(/media=1/);

    // Sort by the first tour column: the most points of that tour first, then back the other way.
    table = await ratingTable(page);
    const headers = (await table.locator('thead th').allTextContents()).map((h) =>
      h.replace(/[↕▲▼]/g, '').trim(),
    );
    const tourHeader = headers.find((h) => /^Тур \d/.test(h))!;
    await table.getByRole('button', { name: tourHeader, exact: true }).click();
    await expect(page).toHaveURL(/\?sort=-\d+$/);
    table = await ratingTable(page);
    await expect(table.getByRole('columnheader', { name: tourHeader })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const desc = (await columnValues(table, tourHeader)).filter((v): v is number => v !== null);
    expect(desc.length).toBeGreaterThan(1);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await table.getByRole('button', { name: tourHeader, exact: true }).click();
    await expect(page).toHaveURL(/\?sort=\d+$/);
    table = await ratingTable(page);
    await expect(table.getByRole('columnheader', { name: tourHeader })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\?sort=-\d+$/);

    // A team's squad of that tour on the pitch: eleven starters and the bench, with points.
    table = await ratingTable(page);
    const cell = table.locator('tbody button[aria-label^="Состав команды «"]').nth(1);
    const label = (await cell.getAttribute('aria-label')) ?? '';
    const [, team = '', points = ''] = label.match(/^Состав команды «(.+)», .+: (-?\d+)$/) ?? [];
    await cell.click();
    const dialog = page.getByRole('dialog', { name: `Состав: ${team}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Очки: ${points}`)).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Вратарь' }).getByRole('listitem')).toHaveCount(1);
    await expect(dialog.locator('li[aria-label]:not([aria-label^="Пусто"])')).toHaveCount(15);
    await expect(dialog.getByTitle('Капитан')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The best squad of the last scored tour.
    const best = page.getByRole('region', { name: 'Лучший состав тура' });
    await expect(best.getByText(/^Сумма очков: \d+$/)).toBeVisible();
    await expect(best.locator('li[aria-label]:not([aria-label^="Пусто"])')).toHaveCount(11);

    expect(errors).toEqual([]);
  });

  test('fits a phone and opens a team squad from its name @mobile', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/game/fantasy/rating/');
    const table = await ratingTable(page);
    await expectFitsWidth(page);
    const team = table.locator('tbody th[scope="row"] button').first();
    const name = await team.innerText();
    await team.click();
    const dialog = page.getByRole('dialog', { name: `Состав: ${name}` });
    await expect(dialog.getByRole('list', { name: 'Вратарь' }).getByRole('listitem')).toHaveCount(1);
    await expectFitsWidth(page);
    expect(errors).toEqual([]);
  });
});

test('the statistics page draws points per tour and lists the top players', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/game/fantasy/stat/');
  await expect(page.getByRole('heading', { name: 'Статистика', level: 2 })).toBeVisible();
  const chart = page.getByRole('img', { name: 'Очки по турам' });
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  // Average and best per scored tour (a visitor has no points of his own).
  const tours = await page.getByRole('table', { name: 'Очки по турам' }).locator('tbody tr').count();
  expect(tours).toBeGreaterThan(0);
  await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(tours * 2);
  await expect(page.getByRole('region', { name: 'Лучшие игроки' }).locator('ol li').first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Лучший состав тура' })
      .locator('li[aria-label]:not([aria-label^="Пусто"])'),
  ).toHaveCount(11);
  await expectFitsWidth(page);
  expect(errors).toEqual([]);
});

test('the rules page shows the points per event by position', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/game/fantasy/rules/');
  const table = page.getByRole('table', { name: 'Очки за события матча по амплуа' });
  await expect(table.locator('thead th')).toHaveText(['Событие', 'ВР', 'ЗЩ', 'ПЗ', 'НП']);
  expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(10);
  // FPL 2023/24 defaults: a goal is 6 for a goalkeeper or defender, 5 midfielder, 4 forward.
  await expect(table.getByRole('row', { name: /^Гол / }).locator('td')).toHaveText(['+6', '+6', '+5', '+4']);
  await expect(page.getByRole('region', { name: 'Обозначения' })).toBeVisible();
  await expectFitsWidth(page);
  expect(errors).toEqual([]);
});
