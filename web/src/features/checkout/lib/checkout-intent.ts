import type { CheckoutInput } from '../../../graphql/generated/graphql';

/** What is being bought: the cart's selected lines, or one goods bought at once. */
export type CheckoutIntent = { source: 'CART' } | { source: 'BUY_NOW'; goodsId: string; quantity: number };

const ID = /^\d{1,19}$/;

/** `?source=cart`, or `?source=buyNow&goodsId=&quantity=` (a whole number from 1); null for anything else. */
export function intentFromSearch(search: Record<string, string | undefined>): CheckoutIntent | null {
  if (search.source === 'cart') return { source: 'CART' };
  if (search.source !== 'buyNow') return null;
  return buyNowIntent(search);
}

/** The buy-now entry's `?goodsId=&quantity=` (quantity 1 when left out). */
export function buyNowIntent(search: Record<string, string | undefined>): CheckoutIntent | null {
  const goodsId = search.goodsId ?? '';
  const quantity = Number(search.quantity ?? '1');
  if (!ID.test(goodsId) || !Number.isSafeInteger(quantity) || quantity < 1) return null;
  return { source: 'BUY_NOW', goodsId, quantity };
}

/** The confirm page's query string for an intent. */
export function confirmSearch(intent: CheckoutIntent): string {
  return intent.source === 'CART'
    ? '?source=cart'
    : `?source=buyNow&goodsId=${intent.goodsId}&quantity=${intent.quantity}`;
}

/** One name per intent: the idempotency key is kept per intent. */
export function intentName(intent: CheckoutIntent): string {
  return intent.source === 'CART' ? 'cart' : `buyNow:${intent.goodsId}x${intent.quantity}`;
}

export function checkoutInput(intent: CheckoutIntent, addressId: string | null): CheckoutInput {
  const address = addressId ? { addressId } : {};
  return intent.source === 'CART'
    ? { source: 'CART', ...address }
    : { source: 'BUY_NOW', lines: [{ goodsId: intent.goodsId, quantity: intent.quantity }], ...address };
}
