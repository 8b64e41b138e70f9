// Issue 10 (faults 5–7): with nextland unreachable, catalogue pages must say so in the viewer's language,
// answer 503 with Retry-After and no-store, and never be kept by the render cache; once nextland is back the
// same address gets the real page. The shared stack is left alone: this file starts its own BFF and web
// server in front of a relay to the stack's nextland that it can cut.
import type { ChildProcess } from 'node:child_process';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { startService, waitForReady } from '../../scripts/lib/services.mjs';
import { goodsCards } from './support';

const offset = 5;
const nextlandPort = Number(process.env.E2E_NEXTLAND_PORT ?? '18180');
const relayPort = nextlandPort + offset;
const bffPort = Number(process.env.E2E_BFF_PORT ?? '14100') + offset;
const webPort = Number(process.env.E2E_WEB_PORT ?? '13100') + offset;
const web = `http://127.0.0.1:${webPort}`;

/** A TCP relay to nextland: `cut()` resets every connection and refuses new ones, `restore()` undoes it. */
class Relay {
  up = true;
  readonly #sockets = new Set<Socket>();
  readonly server: Server = createServer((client) => {
    if (!this.up) return void client.resetAndDestroy();
    const upstream = createConnection({ host: '127.0.0.1', port: nextlandPort });
    for (const socket of [client, upstream]) {
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });

  cut() {
    this.up = false;
    for (const socket of this.#sockets) socket.resetAndDestroy();
  }

  restore() {
    this.up = true;
  }
}

const relay = new Relay();
const children: ChildProcess[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await new Promise<void>((resolve) => relay.server.listen(relayPort, '127.0.0.1', resolve));
  const nextlandUrl = `http://127.0.0.1:${relayPort}`;
  const own = { NEXTLAND_URL: nextlandUrl, REDIS_URL: '', LOG_LEVEL: 'warn' };
  const bff = startService('bff', { ...own, BFF_PORT: String(bffPort) }, true);
  children.push(bff);
  await waitForReady(`http://127.0.0.1:${bffPort}/ready`, bff, 60_000);
  const webServer = startService(
    'web',
    { ...own, PORT: String(webPort), BFF_URL: `http://127.0.0.1:${bffPort}`, WEB_BFF_TIMEOUT_MS: '3000' },
    true,
  );
  children.push(webServer);
  await waitForReady(`${web}/ready`, webServer, 60_000);
});

test.afterAll(async () => {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(child.pid as number, 'SIGTERM');
    await exited;
  }
  relay.server.close();
});

test.afterEach(() => relay.restore());

const locales = [
  {
    prefix: '/en',
    heading: 'This page is temporarily unavailable',
    retry: 'Try again',
    listHeading: 'Goods & auctions',
  },
  { prefix: '', heading: '这个页面暂时无法打开', retry: '重试', listHeading: '好物与拍卖' },
];

for (const locale of locales) {
  test(`nextland down: ${locale.prefix || '/'}goods says so (503, no-store), and the retry shows the real list once it is back`, async ({
    page,
  }, testInfo) => {
    relay.cut();
    const response = await page.goto(`${web}${locale.prefix}/goods`);
    expect(response?.status()).toBe(503);
    const headers = response?.headers() ?? {};
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['retry-after']).toBe('10');
    await expect(page.getByRole('heading', { level: 1, name: locale.heading })).toBeVisible();
    const retry = page.getByRole('link', { name: locale.retry });
    await expect(retry).toBeVisible();
    for (const width of [1920, 390]) {
      await page.setViewportSize({ width, height: width > 1000 ? 1080 : 844 });
      await page.screenshot({
        path: testInfo.outputPath(`unavailable-${locale.prefix.slice(1) || 'zh-cn'}-${width}.png`),
      });
    }

    // The home page too: no empty showcase served as if the catalogue were empty.
    const home = await page.request.get(`${web}${locale.prefix || '/'}`, {
      maxRedirects: 0,
      headers: { cookie: `i18n_redirected=${locale.prefix.slice(1) || 'zh-cn'}` },
    });
    expect(home.status()).toBe(503);
    expect(await home.text()).toContain(locale.heading);
    // Readiness tells the truth while liveness stays green.
    expect((await page.request.get(`${web}/ready`)).status()).toBe(503);
    expect((await page.request.get(`${web}/healthz`)).status()).toBe(200);

    relay.restore();
    const [again] = await Promise.all([page.waitForResponse(`${web}${locale.prefix}/goods`), retry.click()]);
    expect(again.status()).toBe(200);
    // Rendered now, not the stored outage.
    expect(again.headers()['x-render-cache']).toBe('miss');
    await expect(page.getByRole('heading', { level: 1, name: locale.listHeading })).toBeVisible();
    await expect(goodsCards(page)).toHaveCount(10);
    expect((await page.request.get(`${web}/ready`)).status()).toBe(200);
  });
}
