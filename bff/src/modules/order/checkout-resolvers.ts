// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Checkout (decisions 0019, 0023, 0026): nextland prices a goods or works checkout and turns it into one order
// per seller and one payment; the BFF picks the kind's route and maps. Refusals come back as userErrors.

import type { CheckoutInput, MutationResolvers, Resolvers } from '../../generated/graphql.js';
import type { CheckoutBody, WorkCheckoutBody } from '../../rest/contract.js';
import { attempt } from '../../user-errors.js';
import { toCheckoutPreview, toPayment, toWorkCheckoutPreview } from './mappers.js';

function toCheckoutBody(input: CheckoutInput): CheckoutBody {
  const body: CheckoutBody = { source: input.source === 'CART' ? 'cart' : 'buyNow' };
  if (input.lines) body.lines = input.lines.map(({ goodsId, quantity }) => ({ goodsId, quantity }));
  if (input.addressId) body.addressId = input.addressId;
  return body;
}

/** Works (decision 0023): their own routes, one edition per work, no address. */
function toWorkCheckoutBody(input: CheckoutInput): WorkCheckoutBody {
  const body: WorkCheckoutBody = { source: input.source === 'CART' ? 'cart' : 'buyNow' };
  if (input.workIds) body.lines = input.workIds.map((workId) => ({ workId }));
  return body;
}

const Mutation: MutationResolvers = {
  previewCheckout: async (_root, { input }, { dataSources }) => {
    if (input.kind === 'OPUS') {
      const { value, userErrors } = await attempt(dataSources.orders.previewWorks(toWorkCheckoutBody(input)));
      return { preview: value ? toWorkCheckoutPreview(value) : null, userErrors };
    }
    const { value, userErrors } = await attempt(dataSources.orders.preview(toCheckoutBody(input)));
    return { preview: value ? toCheckoutPreview(value) : null, userErrors };
  },
  submitCheckout: async (_root, { input, acceptedTotal, idempotencyKey }, { dataSources }) => {
    const accepted = { acceptedTotalFen: acceptedTotal, idempotencyKey };
    const pending =
      input.kind === 'OPUS'
        ? dataSources.orders.createWorks({ ...toWorkCheckoutBody(input), ...accepted })
        : dataSources.orders.create({ ...toCheckoutBody(input), ...accepted });
    const { value, userErrors } = await attempt(pending);
    return { payment: value ? toPayment(value) : null, userErrors };
  },
};

export const checkoutResolvers: Resolvers = { Mutation };
