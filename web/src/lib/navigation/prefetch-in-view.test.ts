// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PREFETCH_DELAY_MS, prefetchableHref, shouldPrefetch } from './prefetch-in-view.js';

const ORIGIN = 'http://localhost:3000';

function anchor(html: string): HTMLAnchorElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild as HTMLAnchorElement;
}

describe('shouldPrefetch', () => {
  it('skips slow-2g and data saver only', () => {
    expect(PREFETCH_DELAY_MS).toBe(1000);
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('prefetchableHref', () => {
  it('keeps same-origin page links with their query', () => {
    expect(prefetchableHref(anchor('<a href="/en/goods?page=2">x</a>'), ORIGIN)).toBe('/en/goods?page=2');
    expect(prefetchableHref(anchor(`<a href="${ORIGIN}/opus#top">x</a>`), ORIGIN)).toBe('/opus');
  });

  it('skips other origins, files, the API, hash links, new tabs and downloads', () => {
    for (const html of [
      '<a href="https://elsewhere.example/goods">x</a>',
      '<a href="/files/1.png">x</a>',
      '<a href="/graphql">x</a>',
      '<a href="/assets/builds/latest.json">x</a>',
      '<a href="/favicon.ico">x</a>',
      '<a href="#main">x</a>',
      '<a href="/goods" target="_blank">x</a>',
      '<a href="/goods" download>x</a>',
      '<a>x</a>',
    ]) {
      expect(prefetchableHref(anchor(html), ORIGIN), html).toBeNull();
    }
  });
});
