// https://www.apollographql.com/docs/apollo-server/data/resolvers
// The viewer's carts: goods and works (decision 0023), one REST client each. nextland owns every rule (stock,
// one edition per work, limit, ownership); a refused call comes back as userErrors and the cart as it was is
// not returned (the client keeps its cached one).

import type { BffContext } from '../../context.js';
import type { ItemKind, MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import type { CartDto } from '../../rest/contract.js';
import { attempt } from '../../user-errors.js';
import { toCart } from './mappers.js';

async function payload(pending: Promise<CartDto>, kind: ItemKind = 'GOODS') {
  const { value, userErrors } = await attempt(pending);
  return { cart: value ? toCart(value, kind) : null, userErrors };
}

const cartOf = ({ dataSources }: BffContext, kind: ItemKind | null | undefined) =>
  kind === 'OPUS' ? dataSources.worksCart : dataSources.cart;

const Query: QueryResolvers = {
  cart: async (_root, { kind }, context) => toCart(await cartOf(context, kind).get(), kind),
  cartCount: async (_root, { kind }, context) => (await cartOf(context, kind).count()).count,
};

const Mutation: MutationResolvers = {
  addToCart: (_root, { goodsId, quantity }, { dataSources }) =>
    payload(dataSources.cart.add({ goodsId, quantity })),
  addWorkToCart: (_root, { workId }, { dataSources }) =>
    payload(dataSources.worksCart.addWork({ workId, quantity: 1 }), 'OPUS'),
  setCartQuantity: (_root, { lineId, quantity, kind }, context) =>
    payload(cartOf(context, kind).setQuantity(lineId, quantity), kind),
  removeFromCart: (_root, { lineId, kind }, context) => payload(cartOf(context, kind).remove(lineId), kind),
  selectCartLines: (_root, { lineIds, selected, kind }, context) =>
    payload(cartOf(context, kind).select(lineIds ?? undefined, selected), kind),
  confirmCartChanges: (_root, { lineIds, kind }, context) =>
    payload(cartOf(context, kind).confirm(lineIds), kind),
};

export const cartResolvers: Resolvers = { Query, Mutation };
