import type { CheckoutInput, ItemKind } from '../../../graphql/generated/graphql';

/**
 * What is being bought: the selected lines of the goods or works cart, or one item bought at once (goods with a
 * quantity; a work is always one edition, decision 0023).
 */
export type CheckoutIntent =
  | { source: 'CART'; kind: ItemKind }
  | { source: 'BUY_NOW'; kind: ItemKind; itemId: string; quantity: number };

const ID = /^\d{1,19}$/;

/**
 * `?source=cart`, or `?source=buyNow&goodsId=&quantity=` (goods; a whole number from 1) or
 * `?source=buyNow&workId=` (works); null for anything else.
 */
export function intentFromSearch(
  search: Record<string, string | undefined>,
  kind: ItemKind = 'GOODS',
): CheckoutIntent | null {
  if (search.source === 'cart') return { source: 'CART', kind };
  if (search.source !== 'buyNow') return null;
  return buyNowIntent(search, kind);
}

/** The buy-now entry's `?goodsId=&quantity=` (quantity 1 when left out), or a work's `?workId=`. */
export function buyNowIntent(
  search: Record<string, string | undefined>,
  kind: ItemKind = 'GOODS',
): CheckoutIntent | null {
  if (kind === 'OPUS') {
    const workId = search.workId ?? '';
    return ID.test(workId) ? { source: 'BUY_NOW', kind, itemId: workId, quantity: 1 } : null;
  }
  const goodsId = search.goodsId ?? '';
  const quantity = Number(search.quantity ?? '1');
  if (!ID.test(goodsId) || !Number.isSafeInteger(quantity) || quantity < 1) return null;
  return { source: 'BUY_NOW', kind, itemId: goodsId, quantity };
}

/** The confirm page's query string for an intent. */
export function confirmSearch(intent: CheckoutIntent): string {
  if (intent.source === 'CART') return '?source=cart';
  return intent.kind === 'OPUS'
    ? `?source=buyNow&workId=${intent.itemId}`
    : `?source=buyNow&goodsId=${intent.itemId}&quantity=${intent.quantity}`;
}

/** One name per intent: the idempotency key is kept per intent. */
export function intentName(intent: CheckoutIntent): string {
  const kind = intent.kind === 'OPUS' ? 'opus:' : '';
  return intent.source === 'CART' ? `${kind}cart` : `${kind}buyNow:${intent.itemId}x${intent.quantity}`;
}

export function checkoutInput(intent: CheckoutIntent, addressId: string | null): CheckoutInput {
  if (intent.kind === 'OPUS') {
    // Works are delivered to the library: no address.
    return intent.source === 'CART'
      ? { kind: 'OPUS', source: 'CART' }
      : { kind: 'OPUS', source: 'BUY_NOW', workIds: [intent.itemId] };
  }
  const address = addressId ? { addressId } : {};
  return intent.source === 'CART'
    ? { source: 'CART', ...address }
    : { source: 'BUY_NOW', lines: [{ goodsId: intent.itemId, quantity: intent.quantity }], ...address };
}
