// https://www.apollographql.com/docs/apollo-server/data/resolvers
// The viewer's goods cart. nextland owns every rule (stock, limit, ownership); a refused call comes back as
// userErrors and the cart as it was is not returned (the client keeps its cached one).
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import type { CartDto } from '../../rest/contract.js';
import { attempt } from '../../user-errors.js';
import { toCart } from './mappers.js';

async function payload(pending: Promise<CartDto>) {
  const { value, userErrors } = await attempt(pending);
  return { cart: value ? toCart(value) : null, userErrors };
}

const Query: QueryResolvers = {
  cart: async (_root, _args, { dataSources }) => toCart(await dataSources.cart.get()),
  cartCount: async (_root, _args, { dataSources }) => (await dataSources.cart.count()).count,
};

const Mutation: MutationResolvers = {
  addToCart: (_root, { goodsId, quantity }, { dataSources }) =>
    payload(dataSources.cart.add({ goodsId, quantity })),
  setCartQuantity: (_root, { lineId, quantity }, { dataSources }) =>
    payload(dataSources.cart.setQuantity(lineId, quantity)),
  removeFromCart: (_root, { lineId }, { dataSources }) => payload(dataSources.cart.remove(lineId)),
  selectCartLines: (_root, { lineIds, selected }, { dataSources }) =>
    payload(dataSources.cart.select(lineIds ?? undefined, selected)),
  confirmCartChanges: (_root, { lineIds }, { dataSources }) => payload(dataSources.cart.confirm(lineIds)),
};

export const cartResolvers: Resolvers = { Query, Mutation };
