/**
 * Where to go after login. Only same-origin paths are accepted: an attacker-supplied `//evil.example`,
 * `/\evil.example`, `https://…` or `javascript:` can never become a navigation target (no open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (tab, newline) are stripped by URL parsers and could hide a `//` prefix.
  if ([...value].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
    return null;
  try {
    const url = new URL(value, 'http://origin.invalid');
    if (url.origin !== 'http://origin.invalid') return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
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
