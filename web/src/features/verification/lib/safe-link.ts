/**
 * True for an absolute http: or https: address: the only links the review queue renders as links (issue 9 §6).
 * Anything stored before nextland refused other schemes (`javascript:`, `data:`, …) is shown as text.
 */
export function isWebLink(href: string): boolean {
  try {
    const { protocol } = new URL(href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
