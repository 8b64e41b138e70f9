// The login `state` (CSRF protection of the platform's redirect back) and the checks on `redirectUri`.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../locale.js';

/** 256 random bits, URL-safe (nextland's stand-in accepts up to 128 characters). */
export function newLoginState(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison; hashing first makes the lengths equal, so length leaks nothing either. */
export function sameState(expected: string | undefined, presented: string): boolean {
  if (!expected || !presented) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(presented));
}

/** An absolute http(s) URL without credentials or fragment (the platform appends `code` and `state`). */
export function isValidRedirectUri(value: string): boolean {
  if (value.length > 1000 || value.includes('#')) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
}

export type AuthorizeParams = { appid: string; redirectUri: string; state: string; locale: Locale };

/** The platform's QR authorize page (WeChat web login shape; the stand-in also reads `lang`). */
export function authorizeUrl(base: string, params: AuthorizeParams): string {
  const url = new URL(base);
  url.searchParams.set('appid', params.appid);
  url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_login');
  url.searchParams.set('state', params.state);
  url.searchParams.set('lang', params.locale);
  return url.toString();
}
