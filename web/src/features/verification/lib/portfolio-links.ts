export const PORTFOLIO_MAX_LINKS = 10;
export const PORTFOLIO_LINK_MAX_LENGTH = 500;

/** People paste `example.com/works`; the server wants a full URL, so a missing scheme becomes https. */
export function normalizeLink(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** A web address with a host, at most 500 characters (nextland: `z.url().max(500)`). */
export function linkValid(value: string): boolean {
  if (value.length > PORTFOLIO_LINK_MAX_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
