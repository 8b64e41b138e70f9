// What a crawler sees before any script runs (Lighthouse's SEO category checks the same things): a title and a
// meta description of its own in the page's language, the right <html lang>, an absolute self-canonical and
// hreflang alternates, and a robots.txt that keeps the personal centre out of the crawl.
import { expect, type Page, test } from '@playwright/test';

// A Chinese browser: `/` sends any other language to its prefix (`/en`), and the zh-cn home page is checked here.
test.use({ javaScriptEnabled: false, locale: 'zh-CN' });

const HAN = /\p{Script=Han}/u;

const locales = [
  { prefix: '', htmlLang: 'zh-CN' },
  { prefix: '/en', htmlLang: 'en' },
  { prefix: '/zh-tw', htmlLang: 'zh-TW' },
];

/** Pages whose title and description come from our own messages (a goods page describes itself, below). */
const pages = ['/', '/goods', '/opus', '/login'];

async function head(page: Page, path: string) {
  // The head is all a crawler reads here: no need to wait for the page's pictures (the `load` event).
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), path).toBe(200);
  return {
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
    lang: await page.locator('html').getAttribute('lang'),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    hreflangs: await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      ),
  };
}

function localized(prefix: string, path: string): string {
  if (path === '/') return prefix || '/';
  return `${prefix}${path}`;
}

test('every catalogue page has its own title and a meta description in its language', async ({ page }) => {
  test.slow(); // twelve page loads, compared with each other at the end
  const seen = new Map<string, string>();
  for (const path of pages) {
    for (const { prefix, htmlLang } of locales) {
      const url = localized(prefix, path);
      const meta = await head(page, url);
      expect(meta.lang, url).toBe(htmlLang);
      expect(meta.title.trim(), `${url} title`).not.toBe('');
      expect(meta.description?.trim() ?? '', `${url} meta description`).not.toBe('');
      const description = meta.description ?? '';
      if (htmlLang === 'en') expect(description, `${url} description is English`).not.toMatch(HAN);
      else expect(description, `${url} description is Chinese`).toMatch(HAN);
      seen.set(url, `${meta.title}\n${description}`);

      const canonical = new URL(meta.canonical ?? '', 'http://relative.invalid');
      expect(canonical.host, `${url} canonical is absolute`).not.toBe('relative.invalid');
      expect(`${canonical.pathname}${canonical.search}`, `${url} canonical is itself`).toBe(url);
      expect(meta.hreflangs.map((link) => link.split(' ')[0])).toEqual(['zh-CN', 'en', 'zh-TW', 'x-default']);
      for (const link of meta.hreflangs) expect(link.split(' ')[1], `${url} ${link}`).toMatch(/^https?:\/\//);
    }
  }
  // Traditional Chinese has its own messages, not the Simplified ones; and pages do not share one description.
  for (const path of pages) {
    expect(seen.get(localized('/zh-tw', path)), path).not.toBe(seen.get(localized('', path)));
  }
  const descriptions = pages.map((path) => seen.get(path)?.split('\n')[1]);
  expect(new Set(descriptions).size, 'each page describes itself').toBe(pages.length);
});

test('a goods page is titled and described by the goods itself', async ({ page }) => {
  await page.goto('/en/goods');
  const href = await page.locator('main a[href*="/goods/details?id="]').first().getAttribute('href');
  if (!href) throw new Error('the goods list links to no goods page');
  const name = (await page.locator(`main a[href="${href}"]`).first().innerText()).split('\n')[0] ?? '';
  const meta = await head(page, href);
  expect(meta.lang).toBe('en');
  expect(meta.title).toContain(name.trim());
  expect(meta.description?.trim() ?? '').not.toBe('');
  expect(new URL(meta.canonical ?? '').pathname + new URL(meta.canonical ?? '').search).toBe(href);
});

test('robots.txt lets crawlers in and keeps the personal centre out', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const rules = await response.text();
  expect(rules).toMatch(/^User-agent: \*$/m);
  for (const prefix of ['', '/en', '/zh-tw']) {
    expect(rules).toContain(`Disallow: ${prefix}/my$`);
    expect(rules).toContain(`Disallow: ${prefix}/my/`);
  }
  expect(rules).not.toMatch(/^Disallow: \/$/m);
});
