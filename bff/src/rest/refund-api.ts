// nextland's officials' refund routes (docs/api-contract.md, "Failed refunds"): refunds the provider refused for
// good, and their retry.
import type { DataOf } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const refund = '/nextland-site/api/framework/v1/site/refund';
type Refund = typeof refund;

export type FailedRefundPageDto = DataOf<`${Refund}/failed/page`, 'get'>;
export type RetriedRefundDto = DataOf<`${Refund}/retry/{id}`, 'post'>;
const auth = { auth: 'required' } as const;

export class RefundApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  failed(query: { current: number; size: number }): Promise<FailedRefundPageDto> {
    return this.#api.get(`${refund}/failed/page`, { query }, auth);
  }

  retry(id: string): Promise<RetriedRefundDto> {
    return this.#api.post(`${refund}/retry/{id}`, { path: { id } }, auth);
  }
}
