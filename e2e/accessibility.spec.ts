import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  bearer,
  fetchMe,
  linkPartnerByApi,
  registerByApi,
  useSession,
  type ApiSession,
} from './support/game-session.ts';

/**
 * Accessibility of the shell and both games (issue 12): axe finds no serious or critical
 * violation on the main pages, every form control has an accessible name, and the keyboard
 * alone reaches the score steppers, the squad builder and the popups.
 */

/** The axe rules that say "this control has a name". */
const LABEL_RULES = [
  'label',
  'select-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'input-button-name',
  'button-name',
];

/** Scans the page as it is now; `controls` is how many named form fields it must at least hold. */
async function expectAccessible(page: Page, what: string, controls = 0) {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || LABEL_RULES.includes(v.id))
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')} — ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ')}`,
    );
  expect(serious, `${what}: axe violations`).toEqual([]);

  // Every visible form field has an accessible name (the browser's own computation, not axe's).
  const fields = page.locator(
    'input:not([type=hidden]):visible, select:visible, textarea:visible, [role=spinbutton]:visible, [role=combobox]:visible',
  );
  const count = await fields.count();
  expect(count, `${what}: form fields`).toBeGreaterThanOrEqual(controls);
  for (let i = 0; i < count; i++) await expect(fields.nth(i)).toHaveAccessibleName(/\S/);
}

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80, key = 'Tab') {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Moves focus with Tab until an element matching `selector` inside `scope` has it; returns it. */
async function tabUntil(page: Page, scope: Locator, selector: string, limit = 120): Promise<Locator> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const hit = await scope.evaluate((root, sel) => {
      const active = document.activeElement;
      return !!active && root.contains(active) && active.matches(sel);
    }, selector);
    if (hit) return page.locator(':focus');
  }
  throw new Error(`no ${selector} reached with Tab`);
}

/** A new user with a named fantasy team, as the browser keeps him after naming it. */
async function fantasyPlayer(page: Page, info: TestInfo): Promise<ApiSession> {
  const session = await registerByApi(page.request, info, 'ax_');
  const named = await page.request.post('/v1/fantasy/team-name/', {
    headers: bearer(session),
    data: { name: `Доступ ${session.user.id}`.slice(0, 20) },
  });
  expect(named.status(), await named.text()).toBe(200);
  return { ...session, user: { ...session.user, ...(await named.json()).data.user } };
}

test.describe('axe: no serious or critical violations', () => {
  // A scan takes a few seconds on a busy machine; each test scans several pages.
  test.describe.configure({ timeout: 90_000 });

  test('the shell and the league site', async ({ page, context, isMobile }) => {
    await useSession(context, null);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Играйте вместе с лигой' })).toBeVisible();
    await expectAccessible(page, 'home');
    if (isMobile) {
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      await expect(page.getByRole('navigation', { name: 'Меню сайта' })).toBeVisible();
      await expectAccessible(page, 'home with the menu open');
    }

    await page.goto('/champs/15/');
    await expect(page.getByRole('region', { name: 'Календарь и результаты' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Бомбардиры' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectAccessible(page, 'season and calendar');

    await page.goto('/players/');
    await expect(page.getByText(/^Найдено: \d+/)).toBeVisible();
    await expectAccessible(page, 'players', 2);

    await page.goto('/nonexistent-page/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, '404');
  });

  test('sign-in and registration', async ({ page, context }) => {
    await useSession(context, null);
    await page.goto('/game/predictor/users/login/');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expectAccessible(page, 'login', 2);

    await page.goto('/game/fantasy/users/registration/');
    const register = page.getByRole('button', { name: 'Зарегистрироваться' });
    await expect(register).toBeVisible();
    await expectAccessible(page, 'registration', 5);
    // With every rule broken: the messages and the marked fields.
    await register.click();
    await expect(page.getByText('Необходимо согласие с правилами игр')).toBeVisible();
    await expectAccessible(page, 'registration with errors', 5);
  });

  test('the predictor: tour, rating, rules', async ({ page, context }, info) => {
    const session = await registerByApi(page.request, info, 'ax_');
    await useSession(context, session);
    await page.goto('/game/predictor/');
    await expect(page.getByRole('spinbutton').first()).toBeVisible();
    await expectAccessible(page, 'predictor tour', 12);

    await page.goto('/game/predictor/5/rating/4/');
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page, 'predictor rating');

    await page.goto('/game/predictor/rules/');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectAccessible(page, 'predictor rules');
  });

  test('fantasy: team name, squad builder, market, player popup', async ({
    page,
    context,
    isMobile,
  }, info) => {
    const session = await registerByApi(page.request, info, 'ax_');
    await useSession(context, session);
    await page.goto('/game/fantasy/');
    await expect(page).toHaveURL(/\/my-team\/stages\/\d+\/$/);
    // A new user names the team first: the form, then Enter.
    const teamName = page.getByRole('textbox', { name: 'Название команды' });
    await expect(teamName).toBeVisible();
    await expectAccessible(page, 'team name form', 1);
    await teamName.fill(`Доступ ${session.user.id}`.slice(0, 20));
    await teamName.press('Enter');
    await expect(page.getByRole('region', { name: 'Запас' })).toBeVisible();
    await page.getByRole('button', { name: 'Случайный состав' }).click();
    await expect(page.getByRole('button', { name: /^Убрать: / })).not.toHaveCount(0);
    await expectAccessible(page, 'squad on the pitch', 1);

    if (!isMobile) await page.getByRole('tab', { name: 'Трансферы' }).click();
    // The market's rows (after a random squad most of them are out of budget, without an add button).
    await expect(page.getByRole('table', { name: 'Игроки' }).locator('tbody tr').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, 'market', 5);

    await page
      .getByRole('button', { name: /^Статистика: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading').first()).toBeVisible();
    // Nothing still loading. (The chart's tooltip is a status too, shown while the mouse rests on the
    // chart, where the click that opened the popup may have left it.)
    await expect(dialog.locator('[role="status"]:not(.recharts-default-tooltip)')).toHaveCount(0);
    await expectAccessible(page, 'player popup');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('fantasy: my leagues and H2H', async ({ page, context }, info) => {
    await useSession(context, await fantasyPlayer(page, info));
    await page.goto('/game/fantasy/my-leagues/');
    await expect(page.getByRole('region', { name: 'Лиги, в которых вы играете' })).toBeVisible();
    await expectAccessible(page, 'my leagues', 1);

    await page.goto('/game/fantasy/h2h/');
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectAccessible(page, 'h2h tournaments');
  });

  test('fantasy: rating, team popup, statistics, rules', async ({ page, context }) => {
    await useSession(context, null);
    await page.goto('/game/fantasy/rating/');
    const table = page.getByRole('table', { name: 'Общий рейтинг' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page, 'fantasy rating', 1);

    await table
      .getByRole('button', { name: /^Состав команды «[^»]+»$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('li[aria-label]').first()).toBeVisible();
    await expectAccessible(page, 'team squad popup');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.goto('/game/fantasy/stat/');
    await expect(page.getByRole('region', { name: 'Лучшие игроки' }).locator('ol li').first()).toBeVisible();
    await expectAccessible(page, 'fantasy statistics');

    await page.goto('/game/fantasy/rules/');
    await expect(page.getByRole('table', { name: 'Очки за события матча по амплуа' })).toBeVisible();
    await expectAccessible(page, 'fantasy rules');
  });

  test('the back office sign-in @desktop', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expectAccessible(page, 'back office sign-in', 2);
  });
});

test.describe('keyboard', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the score steppers are reached with Tab and set with keys @desktop', async ({
    page,
    context,
  }, info) => {
    // Predictions need a linked partner account.
    const session = await registerByApi(page.request, info, 'ax_');
    await linkPartnerByApi(page.request, session);
    await useSession(context, { ...session, user: await fetchMe(page.request, session) });
    await page.goto('/game/predictor/');
    await expect(page.getByRole('spinbutton').first()).toBeVisible();
    await page.locator('body').focus();

    // Tab reaches a "+" button of the first match, then its value.
    const plus = await tabUntil(page, page.locator('main'), 'button[aria-label^="Больше голов"]');
    const plusName = await plus.getAttribute('aria-label');
    const team = plusName!.replace('Больше голов ', '');
    const spin = page.getByRole('spinbutton', { name: `Голы ${team}` });
    await page.keyboard.press('Enter');
    await expect(spin).toHaveAttribute('aria-valuenow', '0');
    await page.keyboard.press('Space');
    await expect(spin).toHaveAttribute('aria-valuenow', '1');

    // Shift+Tab back to the value: arrows and Home/End change it.
    await page.keyboard.press('Shift+Tab');
    await expect(spin).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(spin).toHaveAttribute('aria-valuenow', '2');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(spin).toHaveAttribute('aria-valuenow', '0');
    await page.keyboard.press('End');
    await expect(spin).not.toHaveAttribute('aria-valuenow', '0');
    await page.keyboard.press('Home');
    await expect(spin).toHaveAttribute('aria-valuenow', '0');

    // The "−" button before it.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: `Меньше голов ${team}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(spin).toHaveAttribute('aria-valuenow', '0');

    // The focus ring shows on the focused control.
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
    });
    expect(ring).toBe(true);
  });

  test('the squad builder: tabs, add, remove, formation, captain, with the keyboard @desktop', async ({
    page,
    context,
  }, info) => {
    await useSession(context, await fantasyPlayer(page, info));
    await page.goto('/game/fantasy/');
    await expect(page.getByRole('region', { name: 'Запас' })).toBeVisible();
    await page.locator('body').focus();

    // The market tab, reached with Tab and opened with Enter.
    const marketTab = page.getByRole('tab', { name: 'Трансферы' });
    await tabTo(page, marketTab);
    await page.keyboard.press('Enter');
    await expect(marketTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('tbody button[aria-label^="Добавить: "]').first()).toBeVisible();
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);

    // Add a player: Tab to the first "add" button of the table, Enter.
    const add = await tabUntil(page, panel.locator('tbody'), 'button[aria-label^="Добавить: "]');
    const fio = ((await add.getAttribute('aria-label')) ?? '').replace('Добавить: ', '');
    await page.keyboard.press('Enter');
    const removeInMarket = panel.getByRole('button', { name: `Убрать: ${fio}` });
    await expect(removeInMarket).toBeVisible();
    // Focus stays on the row's button (now "remove"): Enter takes the player back out.
    await expect(removeInMarket).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: `Добавить: ${fio}` })).toBeVisible();

    // A whole squad, then the pitch with the keyboard.
    await tabTo(page, page.getByRole('button', { name: 'Случайный состав' }), 200, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const pitchTab = page.getByRole('tab', { name: 'Мой состав' });
    await tabTo(page, pitchTab);
    await page.keyboard.press('Enter');
    await expect(pitchTab).toHaveAttribute('aria-selected', 'true');
    const pitch = page.getByRole('tabpanel');
    await expect(pitch.getByRole('button', { name: /^Убрать: / })).toHaveCount(15);

    // Captain: Tab to a "make captain" button, Enter; the tile then reads as the captain.
    const captain = await tabUntil(page, pitch, 'button[aria-label^="Сделать капитаном: "]');
    const captainFio = ((await captain.getAttribute('aria-label')) ?? '').replace('Сделать капитаном: ', '');
    await page.keyboard.press('Enter');
    await expect(pitch.getByRole('listitem', { name: captainFio })).toContainText('Капитан');
    await expect(pitch.getByRole('button', { name: `Сделать капитаном: ${captainFio}` })).toHaveCount(0);
    // Focus is not lost to the page body after the button went away.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

    // Remove a player from the pitch with Enter.
    await page.locator('body').focus();
    const remove = await tabUntil(page, pitch, 'button[aria-label^="Убрать: "]');
    const removed = ((await remove.getAttribute('aria-label')) ?? '').replace('Убрать: ', '');
    await page.keyboard.press('Enter');
    await expect(pitch.getByRole('listitem', { name: removed })).toHaveCount(0);
    await expect(pitch.getByRole('button', { name: /^Убрать: / })).toHaveCount(14);
    // Focus stays on the pitch, in the removed player's line.
    await expect.poll(() => pitch.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);

    // Formation: the select before the tabs is reached with Shift+Tab and changed with the arrow keys.
    const formation = page.getByRole('combobox', { name: 'Схема' });
    await pitchTab.focus();
    await tabTo(page, formation, 10, 'Shift+Tab');
    const before = await formation.inputValue();
    await page.keyboard.press('ArrowDown');
    await expect(formation).not.toHaveValue(before);
    const after = await formation.inputValue();
    await expect(page.getByRole('group', { name: `Схема ${after}` })).toBeVisible();
  });

  test('popups: opened with the keyboard, focus inside, Escape closes, focus returns @desktop', async ({
    page,
    context,
  }, info) => {
    await useSession(context, await fantasyPlayer(page, info));
    await page.goto('/game/fantasy/');
    await expect(page.getByRole('region', { name: 'Запас' })).toBeVisible();
    await page.getByRole('button', { name: 'Случайный состав' }).click();
    const pitch = page.getByRole('tabpanel');
    await expect(pitch.getByRole('button', { name: /^Убрать: / })).toHaveCount(15);
    await page.locator('body').focus();

    // The player popup from a tile's name.
    const opener = await tabUntil(page, pitch, 'button[aria-label^="Статистика: "]');
    const openerName = await opener.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), {
        message: 'focus inside the popup',
      })
      .toBe(true);
    // Tab stays inside the popup.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: openerName! })).toBeFocused();

    // The confirmation popup: leaving with unsaved changes, from a tab link with Enter.
    const ratingLink = page
      .getByRole('navigation', { name: 'Разделы игры «Фэнтези»' })
      .getByRole('link', { name: 'Рейтинг' });
    await ratingLink.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText('несохранённые изменения');
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/my-team\/stages\/\d+\/$/);
    await expect(ratingLink).toBeFocused();
  });
});
