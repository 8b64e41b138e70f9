// https://playwright.dev/docs/test-configuration — Debian's Chromium, never a downloaded browser.
import { defineConfig, devices } from '@playwright/test';

const webPort = process.env.E2E_WEB_PORT ?? '13100';

/**
 * Specs that only read, as an anonymous visitor (or a demo account that changes nothing): they run on two
 * workers beside the journeys. Every other spec changes shared data (demo accounts' carts and orders, stock,
 * the job queue's clock, the render cache) and runs on one worker, one test at a time.
 */
const READ_ONLY = [
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
const baseURL = process.env.E2E_URL ?? `http://127.0.0.1:${webPort}`;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: './e2e',
  // Each shard its own folder: Playwright empties its output folder when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two in all by default: the read-only specs' worker and the journeys' (see projects). With E2E_SHARDS > 1,
  // `npm test` runs shards on stacks of their own with one worker each (E2E_WORKERS=1, scripts/test-all.mjs).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
    { name: 'read-only', testMatch: READ_ONLY, fullyParallel: true, use: desktop },
    { name: 'journeys', testIgnore: READ_ONLY, workers: 1, use: desktop },
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
