// Every BFF module's resolvers, once (docs/architecture.md "Adding a domain end to end"), under the module
// names of data-sources.ts: a module listed in one list and not the other is a type error.
import type { Resolvers } from '../generated/graphql.js';
import { accountResolvers } from './account/resolvers.js';
import { addressResolvers } from './address/resolvers.js';
import { afterSaleResolvers } from './after-sale/resolvers.js';
import { afterSaleSubscriptionResolvers } from './after-sale/subscription-resolvers.js';
import { auctionResolvers } from './auction/resolvers.js';
import { auctionSubscriptionResolvers } from './auction/subscription-resolvers.js';
import { baseResolvers } from './base/resolvers.js';
import { cartResolvers } from './cart/resolvers.js';
import type { BffModuleName } from './data-sources.js';
import { goodsReactionResolvers } from './goods/reaction-resolvers.js';
import { goodsResolvers } from './goods/resolvers.js';
import { messageResolvers } from './message/resolvers.js';
import { messageSubscriptionResolvers } from './message/subscription-resolvers.js';
import { myBidsResolvers } from './my-bids/resolvers.js';
import { auctionWinResolvers } from './order/auction-win-resolvers.js';
import { checkoutResolvers } from './order/checkout-resolvers.js';
import { paymentResolvers } from './order/payment-resolvers.js';
import { orderResolvers } from './order/resolvers.js';
import { orderSubscriptionResolvers } from './order/subscription-resolvers.js';
import { refundResolvers } from './refund/resolvers.js';
import { releaseResolvers } from './release/resolvers.js';
import { reviewResolvers } from './review/resolvers.js';
import { sellingResolvers } from './selling/resolvers.js';
import { settlementResolvers } from './settlement/resolvers.js';
import { verificationResolvers } from './verification/resolvers.js';
import { walletResolvers } from './wallet/resolvers.js';
import { workReactionResolvers } from './work/reaction-resolvers.js';
import { workResolvers } from './work/resolvers.js';

const MODULE_RESOLVERS = {
  base: [baseResolvers],
  goods: [goodsResolvers, goodsReactionResolvers],
  work: [workResolvers, workReactionResolvers],
  account: [accountResolvers],
  wallet: [walletResolvers],
  address: [addressResolvers],
  cart: [cartResolvers],
  order: [
    orderResolvers,
    checkoutResolvers,
    paymentResolvers,
    orderSubscriptionResolvers,
    auctionWinResolvers,
  ],
  verification: [verificationResolvers],
  selling: [sellingResolvers],
  refund: [refundResolvers],
  settlement: [settlementResolvers],
  message: [messageResolvers, messageSubscriptionResolvers],
  afterSale: [afterSaleResolvers, afterSaleSubscriptionResolvers],
  release: [releaseResolvers],
  review: [reviewResolvers],
  auction: [auctionResolvers, auctionSubscriptionResolvers],
  myBids: [myBidsResolvers],
} satisfies Record<BffModuleName, Resolvers[]>;

export const moduleResolvers: Resolvers[] = Object.values(MODULE_RESOLVERS).flat();
