import { defineConfig, devices, type LaunchOptions } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nobody listens on right now: the OS picks it. */
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

// The config is evaluated again in every worker: the first evaluation decides, the environment carries it on.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mliga-e2e-'));
// A second server on an empty database (no demo): season-from-empty.spec.ts runs a league from nothing on it.
process.env.E2E_EMPTY_PORT ??= String(await freePort());
process.env.E2E_EMPTY_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mliga-e2e-empty-'));
// A third, demo server whose tours predictor-leagues.spec.ts closes (the others keep predicting on theirs).
process.env.E2E_CLOSING_PORT ??= String(await freePort());
process.env.E2E_CLOSING_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mliga-e2e-closing-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const emptyPort = Number(process.env.E2E_EMPTY_PORT);
const closingPort = Number(process.env.E2E_CLOSING_PORT);

/** The system Chromium (`npx playwright install` cannot download here and is not needed). */
const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  outputDir: '../test-results',
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      // The real server: API, demo season and the built web app on one port.
      command: 'npx tsx apps/api/src/main.ts',
      cwd: '..',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        DEMO: '1',
        NODE_ENV: 'test',
        // The account doors allow 10 calls a minute per IP; the suites sign in and register more
        // often than that from 127.0.0.1. accounts.spec.ts reads the recovery mail from
        // E2E_DATA_DIR/outbox/: the development outbox, so SMTP is switched off here.
        AUTH_RATE_LIMIT: '1000',
        // Every browser of the suites is 127.0.0.1: the per-address API limit would count them as one.
        REQUEST_RATE_LIMIT: '0',
        SMTP_URL: '',
        // An admin the suites can sign in as (predictor.spec.ts scores the demo's past tours with it).
        ADMIN_LOGIN: 'e2e_admin',
        ADMIN_PASSWORD: 'E2eAdmin12345',
      },
    },
    {
      // The demo again, on its own database: predictor-leagues.spec.ts closes its current tour.
      command: 'npx tsx apps/api/src/main.ts',
      cwd: '..',
      url: `http://127.0.0.1:${closingPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(closingPort),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_CLOSING_DATA_DIR,
        DEMO: '1',
        NODE_ENV: 'test',
        AUTH_RATE_LIMIT: '1000',
        REQUEST_RATE_LIMIT: '0',
        SMTP_URL: '',
        ADMIN_LOGIN: 'e2e_admin',
        ADMIN_PASSWORD: 'E2eAdmin12345',
      },
    },
    {
      // The same server on a fresh, empty database: no demo, only the admin below (season-from-empty.spec.ts).
      command: 'npx tsx apps/api/src/main.ts',
      cwd: '..',
      url: `http://127.0.0.1:${emptyPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(emptyPort),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_EMPTY_DATA_DIR,
        DEMO: '0',
        NODE_ENV: 'test',
        AUTH_RATE_LIMIT: '1000',
        REQUEST_RATE_LIMIT: '0',
        SMTP_URL: '',
        ADMIN_LOGIN: 'e2e_league_admin',
        ADMIN_PASSWORD: 'E2eLeague12345',
      },
    },
  ],
});
