// nextland public seller profiles, fetched in batches (docs/api-contract.md, "Site").
import type { SellerDto } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

/** The contract accepts 1–100 ids per call. */
export const sellerBatchMax = 100;

export class SellerApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  /** Unknown ids are omitted from the reply. */
  batch(ids: readonly string[]): Promise<SellerDto[]> {
    return this.#api.get('/nextland-site/api/framework/v1/site/seller/batch', {
      query: { ids: ids.join(',') },
    });
  }
}
