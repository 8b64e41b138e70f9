// https://playwright.dev/docs/test-configuration — Debian's Chromium, never a downloaded browser.
import { defineConfig, devices } from '@playwright/test';

const webPort = process.env.E2E_WEB_PORT ?? '13100';

/**
 * Specs that only read, as an anonymous visitor (or a demo account that changes nothing): any number at once.
 */
const READ_ONLY = [
  'accessibility-public',
  'content-security',
  'errors',
  'goods-back',
  'goods-browsing',
  'goods-languages',
  'layout-public',
  'locale',
  'opus-browsing',
  'seo',
  'shell',
].map((name) => `**/${name}.spec.ts`);

/**
 * Journeys that change only data of their own — users registered for the test, their carts, addresses, likes
 * and collects — or services they start themselves. They log in as a demo account at most to read (never to
 * change its cart, orders or messages), place no order (the shared journeys move the order-expiry clock) and
 * never move the auction clock. One at a time, beside the shared-data journeys (issue 25: the two cores each
 * drive one journey; one journey alone used about half of the machine).
 */
const OWN_DATA = [
  'addresses',
  'forms',
  'header-cart',
  'likes-collects',
  'login-return',
  'logout-back',
  'service-shutdown',
  'upstream-outage',
  'works-likes-collects',
].map((name) => `**/${name}.spec.ts`);
const baseURL = process.env.E2E_URL ?? `http://127.0.0.1:${webPort}`;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: './e2e',
  // Each shard its own folder: Playwright empties its output folder when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two in all by default: one per core, shared by the projects below. With E2E_SHARDS > 1, `npm test` runs
  // shards on stacks of their own with one worker each (E2E_WORKERS=1, scripts/test-all.mjs).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A failed test runs once more, recording a trace (below); `npm test` still counts it as failed when the
  // retry passes (flaky), so a retry never turns a run green. Recording every test cost about a tenth of the
  // suite's time (issue 25).
  retries: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The journeys that share the demo accounts, stock, the job queue's and the auction's clocks: one at a time.
    // First in the list, so the longest chain starts first; the other worker takes the projects below.
    { name: 'journeys', testIgnore: [...READ_ONLY, ...OWN_DATA], workers: 1, use: desktop },
    { name: 'read-only', testMatch: READ_ONLY, fullyParallel: true, use: desktop },
    { name: 'own-data', testMatch: OWN_DATA, workers: 1, use: desktop },
  ],
  webServer: process.env.E2E_URL
    ? undefined
    : {
        command: 'node support/e2e-stack.mjs',
        url: `${baseURL}/`,
        timeout: 240_000,
        reuseExistingServer: false,
        // SIGTERM lets the stack stop its services' process groups (a SIGKILL would orphan them).
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
