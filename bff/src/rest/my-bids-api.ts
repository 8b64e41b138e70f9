// nextland: the logged-in buyer's own bids, one record per lot (docs/api-contract.md, "Auctions: releasing lots
// and my bids").
import type { DataOf } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const path = '/nextland-customer/api/framework/v1/customer/auction/my/bids';

export type MyBidsPageDto = DataOf<typeof path, 'get'>;
export type MyBidDto = MyBidsPageDto['records'][number];
export type MyBidStatusDto = MyBidDto['myStatus'];

export class MyBidsApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  list(query: { size: number; after?: string; status?: MyBidStatusDto }): Promise<MyBidsPageDto> {
    return this.#api.get(path, { query }, { auth: 'required' });
  }
}
