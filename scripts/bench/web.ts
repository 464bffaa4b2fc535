/**
 * Web figures of issue 11: the JavaScript (gzip) the predictor stage page and the fantasy squad
 * builder load, and their Lighthouse performance score with the mobile preset.
 *
 *   tsx scripts/bench/web.ts [--no-build] [--runs N] [--verbose]
 *
 * Builds apps/web (unless --no-build), starts the real server (`tsx apps/api/src/main.ts`, demo
 * season on a fresh PGlite directory, NODE_ENV=production) on a free port and signs in as the
 * demo user (the squad builder needs a session; both pages are measured signed in, the richer
 * case). JavaScript: every script the page requests in headless Chromium until the network is
 * idle, each fetched again from the server with `Accept-Encoding: gzip` and counted as the bytes
 * on the wire (1 KB = 1000 bytes, as Vite reports). Lighthouse: the node API with its default
 * (mobile) config, simulated throttling, N runs per page (default 3), the median score.
 *
 * --verbose lists every script with its size and writes each Lighthouse report (JSON) to the temp
 * directory. Prints `OK`/`MISS` per figure; exits non-zero only when something fails to run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, devices } from 'playwright';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const JS_TARGET_KB = 170;
const SCORE_TARGET = 90;
const DEMO_LOGIN = 'demo';
const DEMO_PASSWORD = 'demo12345';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 3) : 3;
const pageArg = args.indexOf('--page');
/** Only the pages whose label holds this text (e.g. `--page squad`). */
const pageFilter = pageArg >= 0 ? (args[pageArg + 1] ?? '') : '';

interface StoredUser {
  [key: string]: unknown;
}

interface WebPage {
  label: string;
  url: string;
  /** A selector that is on the page only once it shows its data. */
  ready: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${base}/healthz in ${timeoutMs / 1000} s`);
}

async function apiJson<T>(base: string, path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${base}${path}`, init);
  const body = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Bytes the server sends for `url` to a client that accepts gzip (compressed when it compresses). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Local storage as the app keeps a session, and the cookie notice accepted (a returning visitor). */
function storageScript(user: StoredUser): string {
  return `try {
    localStorage.setItem('cookies_accepted', '1');
    localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});
  } catch {}`;
}

const kb = (bytes: number) => bytes / 1000;
const verdict = (ok: boolean) => (ok ? 'OK' : 'MISS');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

async function measureJs(pages: WebPage[], user: StoredUser): Promise<Map<string, number>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const result = new Map<string, number>();
  try {
    for (const target of pages) {
      const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'ru-RU' });
      await context.addInitScript(storageScript(user));
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.add(req.url());
      });
      await page.goto(target.url, { waitUntil: 'networkidle' });
      await page.locator(target.ready).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(
        [...scripts].map(async (url) => ({ url, bytes: await gzipBytes(url) })),
      );
      const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
      result.set(target.label, total);
      if (args.includes('--verbose')) {
        for (const s of sizes.sort((a, b) => b.bytes - a.bytes))
          console.log(`  ${kb(s.bytes).toFixed(1).padStart(7)} KB  ${new URL(s.url).pathname}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}

interface LighthouseRun {
  score: number;
  metrics: string;
}

async function measureLighthouse(pages: WebPage[], origin: string, user: StoredUser) {
  const result = new Map<string, LighthouseRun[]>();
  for (const target of pages) result.set(target.label, []);
  const userDataDir = mkdtempSync(join(tmpdir(), 'mliga-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    userDataDir,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    // The session goes into the default profile's local storage, which Lighthouse then keeps
    // (disableStorageReset); the HTTP cache is emptied before every run instead, so each run is a
    // cold load like Lighthouse's own storage reset gives.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await cdp.contexts()[0]!.newPage();
    await page.goto(`${origin}/healthz`);
    await page.evaluate(storageScript(user));
    const session = await page.context().newCDPSession(page);

    for (let run = 0; run < runs; run++) {
      for (const target of pages) {
        // A trace Lighthouse could not record (NO_NAVSTART and the like, under CPU contention) is run again.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          await session.send('Network.clearBrowserCache');
          const outcome = await lighthouse(target.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: true,
          });
          lhr = outcome?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${target.url}`);
          if (!lhr.runtimeError) break;
          if (attempt >= 3)
            throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        }
        const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
        // benchmarkIndex: Lighthouse's measure of this machine's CPU at the time (a desktop without load is
        // ~1000–2000); the 4× mobile CPU slowdown assumes such a machine, so a low index inflates TBT.
        const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`;
        const cached = (
          lhr.audits['network-requests']?.details as { items?: { transferSize?: number }[] }
        )?.items?.filter((r) => r.transferSize === 0).length;
        if (cached) throw new Error(`Lighthouse run of ${target.url} took ${cached} answers from the cache`);
        result.get(target.label)!.push({ score, metrics });
        if (args.includes('--verbose')) {
          const file = join(tmpdir(), `mliga-lh-${target.label.replace(/\W+/g, '-')}-${run + 1}.json`);
          writeFileSync(file, JSON.stringify(lhr));
          console.log(`  Lighthouse report: ${file}`);
        }
      }
    }
    await page.close();
    await cdp.close();
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  return result;
}

async function main(): Promise<void> {
  if (build) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build -w apps/web failed');
  }

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'mliga-web-bench-'));
  const server = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['apps/api/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      AUTH_RATE_LIMIT: '1000',
      REQUEST_RATE_LIMIT: '0',
    },
  });
  try {
    await waitForHealth(origin, server);
    const session = await apiJson<{ user: StoredUser; auth_key: unknown }>(origin, '/v1/users/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: DEMO_LOGIN, password: DEMO_PASSWORD }),
    });
    const user: StoredUser = { ...session.user, authKey: session.auth_key };

    const active = await apiJson<{ league: { id: number }; stage: { id: number } }>(
      origin,
      '/v1/leagues/active/',
    );
    // The predictor stage page: where /game/predictor/ leads (the current tour).
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    let predictorUrl: string;
    try {
      const page = await browser.newPage();
      await page.goto(`${origin}/game/predictor/`);
      await page.waitForURL(/\/game\/predictor\/\d+\/stage\/\d+\/$/, { timeout: 30_000 });
      predictorUrl = page.url();
    } finally {
      await browser.close();
    }

    const allPages: WebPage[] = [
      { label: 'predictor stage page', url: predictorUrl, ready: 'main h2' },
      {
        label: 'squad builder',
        url: `${origin}/game/fantasy/${active.league.id}/my-team/stages/${active.stage.id}/`,
        ready: '[role="tabpanel"] li[aria-label]',
      },
    ];
    const pages = allPages.filter((target) => target.label.includes(pageFilter));

    const js = await measureJs(pages, user);
    for (const target of pages) {
      const size = kb(js.get(target.label)!);
      console.log(
        `web: JS gzip, ${target.label}: ${Math.round(size)} KB (target ≤ ${JS_TARGET_KB} KB) ${verdict(size <= JS_TARGET_KB)}`,
      );
    }

    const scores = await measureLighthouse(pages, origin, user);
    for (const target of pages) {
      const list = scores.get(target.label)!;
      const score = median(list.map((r) => r.score));
      const detail = list.find((r) => r.score === score)!.metrics;
      console.log(
        `web: Lighthouse mobile, ${target.label}: ${score} (target ≥ ${SCORE_TARGET}) ${verdict(score >= SCORE_TARGET)}` +
          `  [runs ${list.map((r) => r.score).join('/')}; ${detail}]`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      if (server.exitCode !== null) resolve(null);
      else server.once('exit', resolve);
      setTimeout(resolve, 5000);
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
