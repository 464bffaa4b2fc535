import { expect, test, type Page } from '@playwright/test';
import { signInByApi, useSession } from './support/game-session.ts';

/**
 * The built pages run under the server's strict Content-Security-Policy (apps/api/src/http/web.ts)
 * without a single violation: the web app with `style-src 'self'`, the back office's MUI styles
 * admitted by the per-answer nonce. A violation would otherwise be silent (an unstyled panel).
 */

/** Collects every CSP violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) console.push(msg.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...console,
  ];
}

test('@desktop the web app runs its pages without a CSP violation', async ({ page, context, request }) => {
  await useSession(context, await signInByApi(request, 'demo', 'demo12345'));
  const violations = await watchViolations(page);
  for (const path of ['/', '/game/fantasy/', '/game/predictor/', '/game/fantasy/rating/']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});

test('@desktop the back office is styled under its nonce, without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel(/^Логин или email(\s*\*)?$/).fill('e2e_admin');
  await page.getByLabel(/^Пароль(\s*\*)?$/).fill('E2eAdmin12345');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login$/);
  await expect(page.locator('header').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // MUI's style elements carry the nonce and apply: the app bar is laid out by them.
  const styled = await page.evaluate(() => {
    const styles = [...document.querySelectorAll('style[data-emotion]')] as HTMLStyleElement[];
    const bar = document.querySelector('header');
    return {
      count: styles.length,
      withNonce: styles.filter((s) => s.nonce).length,
      barPosition: bar ? getComputedStyle(bar).position : null,
    };
  });
  expect(styled.count).toBeGreaterThan(0);
  expect(styled.withNonce).toBe(styled.count);
  expect(styled.barPosition).toMatch(/fixed|sticky|absolute/);
  expect(await violations()).toEqual([]);
  // A screen loaded on demand (its own chunk) and a list with MUI's table and paging.
  for (const path of ['/admin/import', '/admin/matches']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});
