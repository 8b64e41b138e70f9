// Every BFF module's REST clients, once (docs/architecture.md "Adding a domain end to end"): built per request
// over the request's one NextlandClient, reached by resolvers as `context.dataSources.<name>`. The context
// builds them from this list and their type follows from it. Resolvers are listed beside it (resolvers.ts),
// under the same module names: the type checker makes the two lists name the same modules.
import { AccountApi } from '../rest/account-api.js';
import { AddressApi } from '../rest/address-api.js';
import { AfterSaleApi } from '../rest/after-sale-api.js';
import { AuctionApi } from '../rest/auction-api.js';
import { AuctionWinApi } from '../rest/auction-win-api.js';
import { BankCardApi } from '../rest/bank-card-api.js';
import { CartApi } from '../rest/cart-api.js';
import { CategoryApi } from '../rest/category-api.js';
import { CustomerApi } from '../rest/customer-api.js';
import { ExpressApi } from '../rest/express-api.js';
import { GoodsApi } from '../rest/goods-api.js';
import { LibraryApi } from '../rest/library-api.js';
import { MessageApi } from '../rest/message-api.js';
import { MyBidsApi } from '../rest/my-bids-api.js';
import type { NextlandClient } from '../rest/nextland-client.js';
import { OrderApi } from '../rest/order-api.js';
import { RatingsApi } from '../rest/ratings-api.js';
import { RefundApi } from '../rest/refund-api.js';
import { ReleaseApi } from '../rest/release-api.js';
import { SellerApi } from '../rest/seller-api.js';
import { SellingApi } from '../rest/selling-api.js';
import { SettlementApi } from '../rest/settlement-api.js';
import { VerificationApi } from '../rest/verification-api.js';
import { VerificationQueueApi } from '../rest/verification-queue-api.js';
import { WorkApi } from '../rest/work-api.js';

type SourceFactory = (api: NextlandClient) => Record<string, unknown>;

/** Keeps each factory's own types (for DataSources) while checking its shape. */
const sources = <F extends SourceFactory>(factory: F): F => factory;

export const MODULE_DATA_SOURCES = {
  base: sources(() => ({})),
  goods: sources((api) => ({
    goods: new GoodsApi(api),
    categories: new CategoryApi(api),
    sellers: new SellerApi(api),
  })),
  work: sources((api) => ({ works: new WorkApi(api) })),
  account: sources((api) => ({ account: new AccountApi(api), customers: new CustomerApi(api) })),
  wallet: sources((api) => ({ bankCards: new BankCardApi(api), express: new ExpressApi(api) })),
  address: sources((api) => ({ addresses: new AddressApi(api) })),
  // One client per kind of cart line: goods, and works (`opus` on nextland's paths).
  cart: sources((api) => ({ cart: new CartApi(api), worksCart: new CartApi(api, 'opus') })),
  order: sources((api) => ({
    orders: new OrderApi(api),
    library: new LibraryApi(api),
    /** Deposits, won lots and second chances (decision 0028 §3). */
    auctionWins: new AuctionWinApi(api),
  })),
  verification: sources((api) => ({
    verification: new VerificationApi(api),
    verificationQueue: new VerificationQueueApi(api),
  })),
  selling: sources((api) => ({ selling: new SellingApi(api) })),
  refund: sources((api) => ({ refund: new RefundApi(api) })),
  settlement: sources((api) => ({ settlement: new SettlementApi(api) })),
  message: sources((api) => ({ messages: new MessageApi(api) })),
  afterSale: sources((api) => ({ afterSales: new AfterSaleApi(api) })),
  release: sources((api) => ({ release: new ReleaseApi(api) })),
  /** Ratings and reviews of orders, items and sellers (decision 0027 §4). */
  review: sources((api) => ({ ratings: new RatingsApi(api) })),
  auction: sources((api) => ({ auctions: new AuctionApi(api) })),
  myBids: sources((api) => ({ myBids: new MyBidsApi(api) })),
};

export type BffModuleName = keyof typeof MODULE_DATA_SOURCES;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** Every module's REST clients, by name: what resolvers read as `context.dataSources`. */
export type DataSources = UnionToIntersection<ReturnType<(typeof MODULE_DATA_SOURCES)[BffModuleName]>>;

export function createDataSources(api: NextlandClient): DataSources {
  const all: Record<string, unknown> = {};
  for (const factory of Object.values(MODULE_DATA_SOURCES) as SourceFactory[]) {
    for (const [name, source] of Object.entries(factory(api))) {
      if (name in all) throw new Error(`two BFF modules name a data source ${name}`);
      all[name] = source;
    }
  }
  return all as DataSources;
}
