// https://www.apollographql.com/docs/apollo-server/data/resolvers
// The viewer's address book. nextland scopes every id to the caller: someone else's id is the same NOT_FOUND
// as a missing one.
import type {
  AddressResolvers,
  Address as AddressType,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/graphql.js';
import { attempt } from '../../user-errors.js';
import { resolversOver } from '../base/default-fields.js';
import { type AddressParent, toAddressBody, toProvince } from './mappers.js';

async function done(pending: Promise<unknown>) {
  const { userErrors } = await attempt(pending);
  return { ok: userErrors.length === 0, userErrors };
}

const Query: QueryResolvers = {
  addresses: (_root, _args, { dataSources }) => dataSources.addresses.list(),
};

const Mutation: MutationResolvers = {
  createAddress: async (_root, { input }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.addresses.create(toAddressBody(input)));
    return { address: value, userErrors };
  },
  updateAddress: async (_root, { id, input }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.addresses.update(id, toAddressBody(input)));
    return { address: value, userErrors };
  },
  setDefaultAddress: (_root, { id }, { dataSources }) => done(dataSources.addresses.setDefault(id)),
  deleteAddress: (_root, { id }, { dataSources }) => done(dataSources.addresses.delete(id)),
};

const Address = resolversOver<AddressType, AddressParent, AddressResolvers>()({
  province: toProvince,
});

export const addressResolvers: Resolvers = { Query, Mutation, Address };
