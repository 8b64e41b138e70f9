import type { ApolloCache } from '@apollo/client';
import type { ItemKind } from '../../../graphql/generated/graphql';
import { CartCountQuery } from '../api/cart-count';

/**
 * The header badge watches both carts' counts in the Apollo cache (HeaderCartCountsQuery); a cart mutation's
 * answer is the whole cart of its kind, whose line count is written here, so the badge follows adds and
 * removals of either cart without another request. Call it from any cart mutation's `update` (the cart
 * fields carry `kind` and `lineCount`). (The cart itself needs no help: `Cart` is cached by kind, so every
 * mutation's answer replaces it.)
 */
export function writeCartCount(
  cache: ApolloCache,
  cart: { lineCount: number; kind: ItemKind } | null | undefined,
): void {
  if (!cart) return;
  cache.writeQuery({
    query: CartCountQuery,
    variables: { kind: cart.kind },
    data: { cartCount: cart.lineCount },
  });
}
