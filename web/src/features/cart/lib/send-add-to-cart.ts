// Loaded with the first "Add to cart" press (with Apollo Client), so it is not in the goods page's first load.
import type { ApolloClient } from '@apollo/client';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { AddToCartMutation } from '../api/add-to-cart';
import { AddWorkToCartMutation } from '../api/add-work-to-cart';
import { writeCartCount } from './cart-cache';

export type AddOutcome =
  | { kind: 'added'; lineCount: number }
  /** nextland refused it (not on sale, more than the stock, a full cart): its message, in the page's language. */
  | { kind: 'refused'; message: string | null }
  /** The session ended: SessionBootstrap opens the login prompt. */
  | { kind: 'unauthenticated' }
  | { kind: 'failed' };

/** Adds `quantity` of the goods to the viewer's cart and says how it went; never throws. */
export async function sendAddToCart(
  client: ApolloClient,
  goodsId: string,
  quantity: number,
): Promise<AddOutcome> {
  try {
    const { data } = await client.mutate({
      mutation: AddToCartMutation,
      variables: { goodsId, quantity },
      update: (cache, { data: answer }) => writeCartCount(cache, answer?.addToCart.cart),
    });
    const payload = data?.addToCart;
    if (payload?.cart) return { kind: 'added', lineCount: payload.cart.lineCount };
    if (payload) return { kind: 'refused', message: payload.userErrors[0]?.message ?? null };
    return { kind: 'failed' };
  } catch (error) {
    return requestErrorKind(error) === 'unauthenticated' ? { kind: 'unauthenticated' } : { kind: 'failed' };
  }
}

/** Adds one edition of a work to the works cart (decision 0023); a work already owned is refused. */
export async function sendAddWorkToCart(client: ApolloClient, workId: string): Promise<AddOutcome> {
  try {
    const { data } = await client.mutate({
      mutation: AddWorkToCartMutation,
      variables: { workId },
      update: (cache, { data: answer }) => writeCartCount(cache, answer?.addWorkToCart.cart),
    });
    const payload = data?.addWorkToCart;
    if (payload?.cart) return { kind: 'added', lineCount: payload.cart.lineCount };
    if (payload) return { kind: 'refused', message: payload.userErrors[0]?.message ?? null };
    return { kind: 'failed' };
  } catch (error) {
    return requestErrorKind(error) === 'unauthenticated' ? { kind: 'unauthenticated' } : { kind: 'failed' };
  }
}
