import type { ApolloCache } from '@apollo/client';
import { CartCountQuery } from '../api/cart-count';

/**
 * The header badge watches `cartCount` in the Apollo cache; a cart mutation's answer carries the new line
 * count, so it is written there and the badge follows without another request. (The cart itself needs no
 * help: `Cart` is a cached singleton, so every mutation's answer replaces it.)
 */
export function writeCartCount(
  cache: ApolloCache,
  cart: { lineCount: number; kind?: string } | null | undefined,
): void {
  // The header badge counts the goods cart; the works cart (decision 0023) is shown on its own page.
  if (!cart || cart.kind === 'OPUS') return;
  cache.writeQuery({ query: CartCountQuery, data: { cartCount: cart.lineCount } });
}
