// Decision 0019: the web makes the idempotency key of a payment (a checkout, a won lot's confirmation, a
// deposit) when its page opens and keeps it in sessionStorage, so a double click, a retry after a timeout or a
// reload sends the same key and nextland makes one payment. It is forgotten once that succeeds; the next one
// gets a new key.

const PREFIX = 'nextland.checkout.key:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A version 4 UUID; `crypto.randomUUID` exists only in secure contexts (not on plain http to a LAN host). */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key of this intent in this tab: the stored one, or a new one (stored). Without storage, a new one. */
export function checkoutKey(intent: string): string {
  const store = storage();
  try {
    const existing = store?.getItem(PREFIX + intent);
    if (existing) return existing;
  } catch {
    // Storage disabled: a key for this page's life only.
  }
  const key = newUuid();
  try {
    store?.setItem(PREFIX + intent, key);
  } catch {
    // As above.
  }
  return key;
}

/** After a checkout succeeded: the next one for the same intent must make new orders. */
export function forgetCheckoutKey(intent: string): void {
  try {
    storage()?.removeItem(PREFIX + intent);
  } catch {
    // Nothing stored.
  }
}
