/** The platform's return: `?code=…&state=…` on the page it sent the browser back to (spec §7). */
export type LoginCallbackParams = { code: string; state: string; cleanUrl: string };

/**
 * Null unless both `code` and `state` are present. `cleanUrl` is the same URL without them, so a reload or
 * a shared link never replays a one-time code.
 */
export function loginCallbackParams(href: string): LoginCallbackParams | null {
  const url = new URL(href);
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  if (!code || !state) return null;
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return { code, state, cleanUrl: url.pathname + url.search + url.hash };
}

/** `?invite=ABC123` on any page (an invitation link) is remembered for registration. */
export function invitationFromUrl(href: string): string | null {
  const code = new URL(href).searchParams.get('invite')?.trim();
  return code && /^[A-Za-z0-9]{4,16}$/.test(code) ? code.toUpperCase() : null;
}
