import { describe, expect, it } from 'vitest';
import { htmlCacheControl } from './cache-control.js';
import { resolveStaticFile, staticCacheControl } from './static-files.js';

const files = new Set([
  'index.html',
  'opus/index.html',
  'en/opus/index.html',
  'favicon.ico',
  'assets/a-1x.js',
]);

describe('resolveStaticFile', () => {
  it('maps a page URL to its prerendered index.html', () => {
    expect(resolveStaticFile(files, '/opus')).toBe('opus/index.html');
    expect(resolveStaticFile(files, '/en/opus')).toBe('en/opus/index.html');
    expect(resolveStaticFile(files, '/')).toBe('index.html');
  });

  it('serves files by name and ignores unknown paths', () => {
    expect(resolveStaticFile(files, '/favicon.ico')).toBe('favicon.ico');
    expect(resolveStaticFile(files, '/goods')).toBeNull();
    expect(resolveStaticFile(files, '/zh-tw/opus')).toBeNull();
  });

  it('rejects traversal and malformed escapes', () => {
    expect(resolveStaticFile(files, '/assets/../opus')).toBeNull();
    expect(resolveStaticFile(files, '/%2e%2e/opus')).toBeNull();
    expect(resolveStaticFile(files, '/%E0%A4%A')).toBeNull();
  });
});

describe('cache-control choice', () => {
  it('hashed assets are immutable; the build manifest and other files revalidate', () => {
    expect(staticCacheControl('assets/a-1x.js')).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl('assets/builds/latest.json')).toBe('public, max-age=0, must-revalidate');
    expect(staticCacheControl('favicon.ico')).toBe('public, max-age=0, must-revalidate');
    expect(staticCacheControl('opus/index.html')).toBe('public, max-age=0, must-revalidate');
  });

  it('HTML: shared-cacheable for anonymous visitors, private with a session, never stored on errors', () => {
    const shared = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
    expect(htmlCacheControl({ statusCode: 200, cookieHeader: undefined })).toBe(shared);
    expect(htmlCacheControl({ statusCode: 200, cookieHeader: 'i18n_redirected=en' })).toBe(shared);
    expect(htmlCacheControl({ statusCode: 200, cookieHeader: 'i18n_redirected=en; sid=1' })).toBe(
      'private, no-cache',
    );
    expect(htmlCacheControl({ statusCode: 200, cookieHeader: undefined, setsCookie: true })).toBe(
      'private, no-cache',
    );
    expect(htmlCacheControl({ statusCode: 404, cookieHeader: undefined })).toBe('no-store');
    expect(htmlCacheControl({ statusCode: 500, cookieHeader: undefined })).toBe('no-store');
  });
});
