// https://www.apollographql.com/docs/apollo-server/data/resolvers
// The viewer's settlements and payouts as a seller (decision 0027 §5): nextland scopes every list to the
// session's user, so there is nobody else's to ask for.
import type { QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { toMoney } from '../base/money.js';
import { toConnection, toCursorQuery } from '../base/paging.js';
import { fromSettlementState, toPayout, toSettlement } from './mappers.js';

const Query: QueryResolvers = {
  mySettlementSummary: async (_root, _args, { dataSources }) => {
    const { pendingFen, paidFen, incomingFen, ...rest } = await dataSources.settlement.summary();
    return { ...rest, pending: toMoney(pendingFen), paid: toMoney(paidFen), incoming: toMoney(incomingFen) };
  },
  mySettlements: async (_root, { state, first, after }, { dataSources }) => {
    const page = await dataSources.settlement.list({
      ...toCursorQuery(first ?? 20, after),
      ...fromSettlementState(state),
    });
    return toConnection({ ...page, records: page.records.map(toSettlement) });
  },
  myPayouts: async (_root, { first, after }, { dataSources }) => {
    const page = await dataSources.settlement.payouts(toCursorQuery(first ?? 20, after));
    return toConnection({ ...page, records: page.records.map(toPayout) });
  },
};

export const settlementResolvers: Resolvers = { Query };
