// https://the-guild.dev/graphql/tools/docs/generate-schema — one executable schema for both transports:
// Apollo Server (queries, mutations over HTTP) and graphql-ws (subscriptions over WebSocket, live/).
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { accountResolvers } from '../modules/account/resolvers.js';
import { addressResolvers } from '../modules/address/resolvers.js';
import { afterSaleResolvers } from '../modules/after-sale/resolvers.js';
import { afterSaleSubscriptionResolvers } from '../modules/after-sale/subscription-resolvers.js';
import { auctionResolvers } from '../modules/auction/resolvers.js';
import { auctionSubscriptionResolvers } from '../modules/auction/subscription-resolvers.js';
import { baseResolvers } from '../modules/base/resolvers.js';
import { cartResolvers } from '../modules/cart/resolvers.js';
import { goodsReactionResolvers } from '../modules/goods/reaction-resolvers.js';
import { goodsResolvers } from '../modules/goods/resolvers.js';
import { messageResolvers } from '../modules/message/resolvers.js';
import { messageSubscriptionResolvers } from '../modules/message/subscription-resolvers.js';
import { myBidsResolvers } from '../modules/my-bids/resolvers.js';
import { auctionWinResolvers } from '../modules/order/auction-win-resolvers.js';
import { orderResolvers } from '../modules/order/resolvers.js';
import { orderSubscriptionResolvers } from '../modules/order/subscription-resolvers.js';
import { refundResolvers } from '../modules/refund/resolvers.js';
import { releaseResolvers } from '../modules/release/resolvers.js';
import { reviewResolvers } from '../modules/review/resolvers.js';
import { sellingResolvers } from '../modules/selling/resolvers.js';
import { settlementResolvers } from '../modules/settlement/resolvers.js';
import { verificationResolvers } from '../modules/verification/resolvers.js';
import { walletResolvers } from '../modules/wallet/resolvers.js';
import { workReactionResolvers } from '../modules/work/reaction-resolvers.js';
import { workResolvers } from '../modules/work/resolvers.js';
import { loadTypeDefs } from '../schema.js';

export function createExecutableSchema(schemaDir: string): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(schemaDir),
    resolvers: [
      baseResolvers,
      goodsResolvers,
      goodsReactionResolvers,
      workResolvers,
      workReactionResolvers,
      accountResolvers,
      walletResolvers,
      addressResolvers,
      cartResolvers,
      orderResolvers,
      verificationResolvers,
      sellingResolvers,
      refundResolvers,
      settlementResolvers,
      auctionWinResolvers,
      messageResolvers,
      messageSubscriptionResolvers,
      orderSubscriptionResolvers,
      afterSaleResolvers,
      afterSaleSubscriptionResolvers,
      releaseResolvers,
      reviewResolvers,
      auctionResolvers,
      auctionSubscriptionResolvers,
      myBidsResolvers,
    ],
  });
}
