// https://www.apollographql.com/docs/apollo-server/data/resolvers
// After-sales (decision 0027 §3). nextland owns every rule (what may be asked, amounts, moves, who sees what);
// the BFF picks the buyer's or the seller's route by `role` and maps. Another user's request is null.
import { nullIfNotFound } from '../../errors.js';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import type { AfterSaleDto, AfterSaleSide, ReturnShipmentBody } from '../../rest/after-sale-api.js';
import { attempt } from '../../user-errors.js';
import { toConnection, toCursorQuery } from '../base/paging.js';
import {
  toAfterSale,
  toAfterSaleSide,
  toAfterSaleStatusCode,
  toAfterSaleTypeCode,
  toRefundable,
} from './mappers.js';

async function payload(side: AfterSaleSide, pending: Promise<AfterSaleDto>) {
  const { value, userErrors } = await attempt(pending);
  return { afterSale: value ? toAfterSale(value, side) : null, userErrors };
}

/** nextland names a line's amount `amountFen`; the input names it `amount`. */
function renameFields<T extends { userErrors: { field: string | null }[] }>(result: T): T {
  for (const error of result.userErrors) error.field = error.field?.replace(/Fen$/, '') ?? null;
  return result;
}

const Query: QueryResolvers = {
  afterSaleReasons: (_root, _args, { dataSources }) => dataSources.afterSales.reasons(),
  afterSaleRefundable: async (_root, { orderId }, { dataSources }) => {
    const refundable = await nullIfNotFound(dataSources.afterSales.refundable(orderId));
    return refundable && toRefundable(refundable);
  },
  afterSales: async (_root, { role, status, orderId, first, after }, { dataSources }) => {
    const side = toAfterSaleSide(role);
    const query = {
      ...toCursorQuery(first, after),
      ...(status ? { status: toAfterSaleStatusCode(status) } : {}),
      ...(orderId ? { orderId } : {}),
    };
    const page = toConnection(await dataSources.afterSales.list(side, query));
    return {
      ...page,
      edges: page.edges.map(({ cursor, node }) => ({ cursor, node: toAfterSale(node, side) })),
    };
  },
  afterSale: async (_root, { id, role }, { dataSources }) => {
    const side = toAfterSaleSide(role);
    const afterSale = await nullIfNotFound(dataSources.afterSales.detail(side, id));
    return afterSale && toAfterSale(afterSale, side);
  },
};

const Mutation: MutationResolvers = {
  createAfterSale: async (_root, { input }, { dataSources }) => {
    const body = {
      orderId: input.orderId,
      type: toAfterSaleTypeCode(input.type),
      reasonCode: input.reasonCode as AfterSaleDto['reasonCode'],
      description: input.description ?? '',
      photoIds: input.photoIds ?? [],
      lines: input.lines.map((line) => ({ orderLineId: line.orderLineId, amountFen: line.amount })),
    };
    return renameFields(await payload('buyer', dataSources.afterSales.create(body)));
  },
  withdrawAfterSale: (_root, { id }, { dataSources }) =>
    payload('buyer', dataSources.afterSales.withdraw(id)),
  shipAfterSaleReturn: (_root, { id, carrierCode, trackingNumber }, { dataSources }) =>
    // An unknown code is nextland's to refuse (400 on carrierCode, a translated userError).
    payload(
      'buyer',
      dataSources.afterSales.shipReturn(id, {
        carrierCode: carrierCode as ReturnShipmentBody['carrierCode'],
        trackingNumber,
      }),
    ),
  approveAfterSale: (_root, { id, addressId }, { dataSources }) =>
    payload('seller', dataSources.afterSales.approve(id, addressId ?? undefined)),
  rejectAfterSale: (_root, { id, reason }, { dataSources }) =>
    payload('seller', dataSources.afterSales.reject(id, reason)),
  confirmAfterSaleReceipt: (_root, { id }, { dataSources }) =>
    payload('seller', dataSources.afterSales.receive(id)),
};

export const afterSaleResolvers: Resolvers = { Query, Mutation };
