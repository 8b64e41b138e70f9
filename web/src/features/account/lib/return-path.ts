/** The query parameter that carries a return path to the login page or to the server guard's login prompt. */
export const RETURN_PARAM = 'next';

/**
 * Where to go after login. Only same-origin paths are accepted: an attacker-supplied `//evil.example`,
 * `/\evil.example`, `https://…`, `javascript:` or an encoded form of those (`/%2F%2Fevil.example`, which a
 * server or router may decode later) can never become a navigation target (no open redirect). Anything else
 * is null, and the caller falls back to its own default (home or the personal centre).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Control characters (tab, newline) are stripped by URL parsers and could hide a `//` prefix; browsers
  // read a backslash as a slash.
  if (hasUnsafeCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://origin.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://origin.invalid') return null;
  // The path once decoded must pass the same checks (double-encoded input fails to decode cleanly).
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || hasUnsafeCharacter(decoded) || decoded.includes('%')) return null;
  return url.pathname + url.search + url.hash;
}

function hasUnsafeCharacter(value: string): boolean {
  return [...value].some((ch) => {
    const code = ch.charCodeAt(0);
    return ch === '\\' || code < 0x20 || code === 0x7f;
  });
}

/** The login page (`/login` in the page's locale) that comes back to `returnTo` after logging in. */
export function loginPageHref(localizedLoginPath: string, returnTo: string | null): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${localizedLoginPath}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : localizedLoginPath;
}

/** The validated return path in a URL's query (`?next=…`), or null. */
export function returnPathFromUrl(href: string): string | null {
  return safeReturnPath(new URL(href, 'http://origin.invalid').searchParams.get(RETURN_PARAM));
}

const RETURN_KEY = 'nextland.login.returnTo';

/** Kept in sessionStorage across the round trip to the login platform (same tab only). */
export function rememberReturnPath(path: string): void {
  const safe = safeReturnPath(path);
  try {
    if (safe) window.sessionStorage.setItem(RETURN_KEY, safe);
    else window.sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // Storage disabled: after login the user stays where the platform sent them.
  }
}

export function takeReturnPath(): string | null {
  try {
    const value = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
    return safeReturnPath(value);
  } catch {
    return null;
  }
}
