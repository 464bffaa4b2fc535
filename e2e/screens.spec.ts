import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectFitsWidth } from './support/page-checks.ts';
import { bearer, registerByApi, signInByApi, useSession, type ApiSession } from './support/game-session.ts';

/**
 * Issue 20: every screen of both games and the league site, at 1440 × 900 (desktop project) and at
 * 390 × 844 on touch (mobile project). On each: the page shows its heading, the document is not
 * wider than the screen, and a full-page screenshot is saved under the test output
 * (test-results/…/<screen>.png) for a person to look at.
 */

type Active = { league: { id: number }; stage: { id: number }; champ: { id: number } };

async function activeFantasy(page: Page): Promise<Active> {
  const response = await page.request.get('/v1/leagues/active/');
  expect(response.status()).toBe(200);
  return (await response.json()).data as Active;
}

async function firstId(page: Page, url: string, pick: (data: never) => number): Promise<number> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return pick((await response.json()).data as never);
}

/** Opens the screen, waits for its main heading, checks the width and keeps a screenshot. */
async function look(page: Page, info: TestInfo, name: string, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lazy parts (tables, charts, the market) settle before the width is measured.
  await page.waitForLoadState('networkidle');
  await expectFitsWidth(page);
  // Cards below the screen are drawn when scrolled to (content-visibility); the picture shows them all.
  await page.evaluate(async () => {
    for (const node of document.querySelectorAll<HTMLElement>('main *'))
      if (getComputedStyle(node).contentVisibility === 'auto') node.style.contentVisibility = 'visible';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

test.describe.configure({ mode: 'default' });

test('the league site and both games as a visitor fit the screen', async ({ page, context }, info) => {
  test.setTimeout(180_000);
  await useSession(context, null);
  const fantasy = await activeFantasy(page);
  const teamId = await firstId(page, '/v1/teams/', (d: { teams: { id: number }[] }) => d.teams[0]!.id);
  const playerId = await firstId(
    page,
    '/v1/players/?page=1',
    (d: { players: { id: number }[] }) => d.players[0]!.id,
  );
  const screens: [string, string][] = [
    ['home', '/'],
    ['season', '/champs/15/'],
    ['history', '/champs/history/'],
    ['players', '/players/'],
    ['player', `/players/${playerId}/`],
    ['teams', '/teams/'],
    ['team', `/teams/${teamId}/`],
    ['tickets', '/tickets/'],
    ['videos', '/videos/'],
    ['agreement', '/mliga/pages/agreement/'],
    ['predictor-stage', '/game/predictor/'],
    ['predictor-rating', '/game/predictor/5/rating/3/'],
    ['predictor-partner-rating', '/game/predictor/5/rating/4/'],
    ['predictor-prizes', '/game/predictor/prizes/'],
    ['predictor-rules', '/game/predictor/rules/'],
    ['fantasy-builder-visitor', `/game/fantasy/${fantasy.league.id}/my-team/stages/${fantasy.stage.id}/`],
    ['fantasy-rating', `/game/fantasy/${fantasy.league.id}/rating/${fantasy.champ.id}/`],
    ['fantasy-stat', '/game/fantasy/stat/'],
    ['fantasy-rules', '/game/fantasy/rules/'],
    ['fantasy-h2h', '/game/fantasy/h2h/'],
    ['login', '/game/fantasy/users/login/'],
    ['registration', '/game/predictor/users/registration/'],
    ['recovery', '/game/predictor/users/password-recovery/'],
    ['not-found', '/nonexistent-page/'],
  ];
  for (const [name, path] of screens) await test.step(name, () => look(page, info, name, path));
});

test('the games signed in fit the screen', async ({ page, context }, info) => {
  test.setTimeout(120_000);
  const demo: ApiSession = await signInByApi(page.request, 'demo', 'demo12345');
  await useSession(context, demo);
  const fantasy = await activeFantasy(page);
  const h2hId = await firstId(
    page,
    '/v1/leagues/active/h2h/',
    (d: { champs: { id: number }[] }) => d.champs[0]?.id ?? 0,
  );
  const screens: [string, string][] = [
    ['signed-predictor-stage', '/game/predictor/'],
    ['signed-fantasy-builder', `/game/fantasy/${fantasy.league.id}/my-team/stages/${fantasy.stage.id}/`],
    ['signed-my-leagues', '/game/fantasy/my-leagues/'],
    ['signed-profile', '/game/fantasy/users/profile/'],
    ...(h2hId ? ([['signed-h2h', `/game/fantasy/h2h/${h2hId}/`]] as [string, string][]) : []),
  ];
  for (const [name, path] of screens) await test.step(name, () => look(page, info, name, path));
});

test('a new user’s empty squad on a phone: the first 20 players of the market can be added without sideways scrolling @mobile', async ({
  page,
  context,
}, info) => {
  test.setTimeout(90_000);
  const session = await registerByApi(page.request, info, 'sc_');
  const named = await page.request.post('/v1/fantasy/team-name/', {
    headers: bearer(session),
    data: { name: `Экран ${session.user.id}` },
  });
  expect(named.status(), await named.text()).toBe(200);
  await useSession(context, session);
  const fantasy = await activeFantasy(page);
  await look(
    page,
    info,
    'new-user-builder',
    `/game/fantasy/${fantasy.league.id}/my-team/stages/${fantasy.stage.id}/`,
  );
  const width = page.viewportSize()!.width;
  const adds = page.getByRole('button', { name: /^Добавить/ });
  await expect(adds.nth(19)).toBeAttached();
  for (let i = 0; i < 20; i++) {
    const add = adds.nth(i);
    await add.scrollIntoViewIfNeeded();
    const box = (await add.boundingBox())!;
    expect(box.x, `add control ${i + 1}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `add control ${i + 1}`).toBeLessThanOrEqual(width);
    // The entry's price (coins, decimal comma) is on screen beside its control.
    const entry = add.locator('xpath=ancestor::*[self::tr or self::li][1]');
    const price = entry.getByText(/^\d+(,\d)?$/).first();
    const priceBox = (await price.boundingBox())!;
    expect(priceBox.x, `price ${i + 1}`).toBeGreaterThanOrEqual(0);
    expect(priceBox.x + priceBox.width, `price ${i + 1}`).toBeLessThanOrEqual(width);
  }
});

test('a rating row keeps its place, name and total in view while the tours scroll sideways', async ({
  page,
  context,
}) => {
  await useSession(context, null);
  const fantasy = await activeFantasy(page);
  const width = page.viewportSize()!.width;
  for (const path of [
    '/game/predictor/5/rating/3/',
    `/game/fantasy/${fantasy.league.id}/rating/${fantasy.champ.id}/`,
  ]) {
    await page.goto(path);
    const table = page.getByRole('table').first();
    const row = table.locator('tbody tr').first();
    await expect(row).toBeVisible();
    const frame = table.locator('xpath=..');
    for (const end of ['start', 'end'] as const) {
      await frame.evaluate((el, to) => el.scrollTo({ left: to === 'end' ? el.scrollWidth : 0 }), end);
      const cells = row.locator('th, td');
      for (const cell of [cells.first(), cells.nth(1), cells.last()]) {
        const box = (await cell.boundingBox())!;
        expect(box.x, `${path} ${end}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${path} ${end}`).toBeLessThanOrEqual(width + 0.5);
      }
    }
  }
});
