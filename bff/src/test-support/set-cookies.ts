// Reads the Set-Cookie headers of a BFF reply, and keeps cookies across requests the way a browser would.
export type SetCookie = { value: string; attributes: string[]; maxAge: number | undefined };

/** Set-Cookie headers by cookie name. */
export function setCookies(headers: Record<string, unknown>): Map<string, SetCookie> {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
  const cookies = new Map<string, SetCookie>();
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='));
    cookies.set(pair.slice(0, separator), {
      value: decodeURIComponent(pair.slice(separator + 1)),
      attributes,
      maxAge: maxAge ? Number(maxAge.split('=')[1]) : undefined,
    });
  }
  return cookies;
}

/** A browser's cookie store for one origin: applies Set-Cookie (Max-Age=0 deletes) and sends the rest. */
export class BrowserCookies {
  readonly values: Record<string, string> = {};

  constructor(initial: Record<string, string> = {}) {
    Object.assign(this.values, initial);
  }

  apply(headers: Record<string, unknown>): void {
    for (const [name, cookie] of setCookies(headers)) {
      if (cookie.maxAge === 0) delete this.values[name];
      else this.values[name] = cookie.value;
    }
  }
}

/** Names of the cookies a reply clears (the BFF expires them at the epoch). */
export function clearedCookies(setCookie: string | string[] | undefined): string[] {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.filter((c) => /Expires=Thu, 01 Jan 1970/.test(c)).map((c) => c.split('=')[0] ?? '');
}
