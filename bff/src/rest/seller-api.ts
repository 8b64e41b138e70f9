// nextland public seller profiles, fetched in batches (docs/api-contract.md, "Site").
import type { BaseApi } from './base-api.js';
import type { SellerDto } from './types.js';

/** The contract accepts 1–100 ids per call. */
export const sellerBatchMax = 100;

export class SellerApi {
  readonly #api: BaseApi;

  constructor(api: BaseApi) {
    this.#api = api;
  }

  /** Unknown ids are omitted from the reply. */
  batch(ids: readonly string[]): Promise<SellerDto[]> {
    return this.#api.get('/nextland-site/api/framework/v1/site/seller/batch', { ids: ids.join(',') });
  }
}
