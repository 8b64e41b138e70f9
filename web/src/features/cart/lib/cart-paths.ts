/** Logical paths (without the locale prefix) of the buying pages. */
export const CART_PATH = '/goods/cart';

export function goodsPath(goodsId: string): string {
  return `/goods/details?id=${encodeURIComponent(goodsId)}`;
}

/** The buy-now entry `/goods/buy?goodsId=&quantity=` (it forwards to the confirm page). */
export function buyNowPath(goodsId: string, quantity: number): string {
  return `/goods/buy?goodsId=${encodeURIComponent(goodsId)}&quantity=${quantity}`;
}
