// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Bank cards and no-postage entries of the viewer. nextland scopes every id to the caller: someone else's id
// is the same NOT_FOUND as a missing one.
import type {
  ExpressEntryResolvers,
  ExpressEntry as ExpressEntryType,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/graphql.js';
import { attempt } from '../../user-errors.js';
import { resolversOver } from '../base/default-fields.js';
import { toMoney } from '../base/money.js';
import { toConnection, toCursorQuery } from '../base/paging.js';
import { type ExpressParent, toCreateExpress, toRegions } from './mappers.js';

async function done(pending: Promise<unknown>) {
  const { userErrors } = await attempt(pending);
  return { ok: userErrors.length === 0, userErrors };
}

const Query: QueryResolvers = {
  bankCards: (_root, _args, { dataSources }) => dataSources.bankCards.list(),
  expressEntriesConnection: async (_root, { first, after }, { dataSources }) =>
    toConnection(await dataSources.express.cursorPage(toCursorQuery(first, after))),
};

const Mutation: MutationResolvers = {
  addBankCard: async (_root, { input }, { dataSources }) => {
    const { cardNumber, holderName, holderConfirmed, bankName, isDefault } = input;
    const body = {
      cardNumber,
      bankName,
      ...(holderName == null ? {} : { holderName }),
      ...(holderConfirmed == null ? {} : { holderConfirmed }),
      ...(isDefault == null ? {} : { isDefault }),
    };
    const { value, userErrors } = await attempt(dataSources.bankCards.add(body));
    return { card: value, userErrors };
  },
  setDefaultBankCard: (_root, { id }, { dataSources }) => done(dataSources.bankCards.setDefault(id)),
  deleteBankCard: (_root, { id }, { dataSources }) => done(dataSources.bankCards.delete(id)),
  createExpressEntry: async (_root, { input }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.express.create(toCreateExpress(input)));
    return { entry: value, userErrors };
  },
  deleteExpressEntry: (_root, { id }, { dataSources }) => done(dataSources.express.delete(id)),
};

const ExpressEntry = resolversOver<ExpressEntryType, ExpressParent, ExpressEntryResolvers>()({
  minAmount: (entry) => (entry.minAmount === null ? null : toMoney(entry.minAmount)),
  regions: toRegions,
});

export const walletResolvers: Resolvers = { Query, Mutation, ExpressEntry };
