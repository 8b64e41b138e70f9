// https://www.apollographql.com/docs/apollo-server/data/resolvers
// The officials' failed refunds and their retry (decision 0027 §3). nextland refuses anyone else with 403,
// which the list answers as FORBIDDEN (as the review queues) and the retry as a user error.
import type { FailedRefund, MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import type { FailedRefundPageDto } from '../../rest/refund-api.js';
import { attempt } from '../../user-errors.js';
import { toMoney } from '../base/money.js';

const KINDS = { order: 'ORDER', deposit: 'DEPOSIT', payment: 'PAYMENT' } as const;

function toFailedRefund(record: FailedRefundPageDto['records'][number]): FailedRefund {
  return {
    id: record.id,
    kind: KINDS[record.kind],
    paymentId: record.paymentId,
    orderId: record.orderId,
    orderNumber: record.orderNumber,
    depositId: record.depositId,
    lot: record.lot,
    afterSaleId: record.afterSaleId,
    buyerNickname: record.buyerNickname,
    amount: toMoney(record.amountFen),
    attempt: record.attempt,
    failedAt: record.failedAt,
  };
}

const Query: QueryResolvers = {
  failedRefunds: async (_root, { page }, { dataSources }) => {
    const found = await dataSources.refund.failed({ current: page?.current ?? 1, size: page?.size ?? 10 });
    return {
      records: found.records.map(toFailedRefund),
      pageInfo: {
        current: found.current,
        size: found.size,
        total: found.total,
        pages: found.pages,
        hasNext: found.hasNext,
      },
    };
  },
};

const Mutation: MutationResolvers = {
  retryRefund: async (_root, { id }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.refund.retry(id));
    return { refundId: value?.id ?? null, userErrors };
  },
};

export const refundResolvers: Resolvers = { Query, Mutation };
