import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, signInByApi, type ApiSession } from './support/game-session.ts';

const ADMIN = { login: 'e2e_admin', password: 'E2eAdmin12345' };

type Centre = { players: Array<{ player_id: number; name: string; side: 'home' | 'guest' }> };

async function api<T>(
  request: APIRequestContext,
  admin: ApiSession,
  method: string,
  url: string,
  data?: object,
) {
  const response = await request.fetch(url, { method, headers: bearer(admin), data });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return (await response.json()).data as T;
}

/** Issue 22 §1: the back office's match centre, one tap per event, at 1440 px and on a phone. */
test('staff enter a goal in the match centre and undo it; a fan on the match page sees each without reload', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const admin = await signInByApi(request, ADMIN.login, ADMIN.password);
  // A match of its own, in the season's last tour (never scored during the suite), so nothing
  // another test reads changes; its clubs are those of the tour's first match, played again.
  const { items } = await api<{
    items: Array<{ tour: number; season_id: number; home_team_id: number; guest_team_id: number }>;
  }>(request, admin, 'GET', '/v1/admin/matches/?sort=tour&order=DESC&per_page=1');
  const last = items[0]!;
  const created = await api<{ item: { id: number; home_team_name: string; guest_team_name: string } }>(
    request,
    admin,
    'POST',
    '/v1/admin/matches/',
    {
      season_id: last.season_id,
      tour: last.tour,
      starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      home_team_id: info.project.name === 'mobile' ? last.guest_team_id : last.home_team_id,
      guest_team_id: info.project.name === 'mobile' ? last.home_team_id : last.guest_team_id,
    },
  );
  const match = created.item;
  const base = `/v1/admin/matches/${match.id}/`;
  const centre = await api<Centre>(request, admin, 'GET', `${base}centre/`);
  const side = (s: 'home' | 'guest') => centre.players.filter((p) => p.side === s).slice(0, 6);
  await api(request, admin, 'PUT', `${base}lineup/`, {
    players: [...side('home'), ...side('guest')].map((p) => ({ player_id: p.player_id, starter: true })),
  });
  await api(request, admin, 'POST', `${base}state/`, { status: 'live', minute: 10 });
  const scorer = side('home')[4]!;

  // A fan follows the match on the league site, in a browser of their own.
  const fanContext = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport,
    isMobile: info.project.use.isMobile,
    hasTouch: info.project.use.hasTouch,
  });
  await fanContext.addInitScript(() => localStorage.setItem('cookies_accepted', '1'));
  const fan = await fanContext.newPage();
  await fan.goto(`/matches/${match.id}/`);
  await expect(fan.getByText('Счёт 0:0', { exact: true })).toBeAttached();
  await expect(fan.getByText('Идёт · 10′')).toBeVisible();
  await expect(fan.getByText('Событий пока нет')).toBeVisible();

  await page.goto('/admin/');
  await page.getByLabel(/^Логин или email/).fill(ADMIN.login);
  await page.getByLabel(/^Пароль(\s*\*)?$/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: 'Как провести тур' })).toBeVisible();
  await page.goto(`/admin/matches/${match.id}/centre`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${match.home_team_name} — ${match.guest_team_name}` }),
  ).toBeVisible();
  await expect(page.getByLabel('Счёт')).toHaveText('0 : 0');

  await page.getByLabel('Минута').fill('27');
  await page.getByRole('button', { name: 'Гол', exact: true }).click();
  await page.getByLabel('Игрок', { exact: true }).selectOption({ label: scorer.name });
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByLabel('Счёт')).toHaveText('1 : 0');
  await expect(page.getByRole('listitem').filter({ hasText: `27′ Гол · ${scorer.name}` })).toBeVisible();
  // The fan's page moved by itself: score, minute, the goal in the timeline, the scorer among who played.
  await expect(fan.getByText('Счёт 1:0', { exact: true })).toBeAttached();
  await expect(fan.getByText('Идёт · 27′')).toBeVisible();
  await expect(fan.getByRole('list', { name: 'Ход матча' }).getByRole('listitem')).toHaveCount(1);
  expect(await fan.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    fan.viewportSize()!.width,
  );
  // Nothing is wider than the screen, the phone's included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  // The goal is in the scorer's statistics line, as the result form would store it.
  const sheet = await api<{ stats: Array<{ player_id: number; goals_scored: number; minutes: number }> }>(
    request,
    admin,
    'GET',
    `${base}result/`,
  );
  expect(sheet.stats.find((l) => l.player_id === scorer.player_id)).toMatchObject({
    goals_scored: 1,
    minutes: 27,
  });

  // A correction of the entered goal: its minute, on the back office's timeline and the fan's page.
  await page.getByRole('button', { name: `Исправить: 27′ Гол · ${scorer.name}` }).click();
  const editor = page.getByRole('group', { name: `Исправить: 27′ Гол · ${scorer.name}` });
  await editor.getByLabel('Минута').fill('31');
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `31′ Гол · ${scorer.name}` })).toBeVisible();
  await expect(page.getByLabel('Счёт')).toHaveText('1 : 0');
  await expect(fan.getByRole('list', { name: 'Ход матча' })).toContainText('31′');

  await page.getByRole('button', { name: 'Отменить последнее' }).click();
  await expect(page.getByLabel('Счёт')).toHaveText('0 : 0');
  await expect(page.getByText('Событий пока нет')).toBeVisible();
  await expect(fan.getByText('Счёт 0:0', { exact: true })).toBeAttached();
  await expect(fan.getByText('Событий пока нет')).toBeVisible();
  await fanContext.close();
});
