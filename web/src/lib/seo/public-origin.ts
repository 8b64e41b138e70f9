/** Where the site is reachable in development (`npm start`); production sets `PUBLIC_ORIGIN`. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000';

/**
 * The absolute origin canonical and `hreflang` URLs start with (search engines ignore relative ones):
 * `PUBLIC_ORIGIN`, reduced to scheme, host and port. A value that is not an http(s) URL throws, so a typo stops
 * the server at start instead of publishing broken links. Prerendered pages take it at build time.
 */
export function publicOrigin(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_PUBLIC_ORIGIN;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute URL such as https://nextland.example, not "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_ORIGIN must use http or https, not "${url.protocol}"`);
  }
  return url.origin;
}
