// nextland's verification review queue for officials (type 0; others get 403) (docs/api-contract.md).
import type { ApplicationDto, PageDto, QueryOf } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const review = '/nextland-customer/api/framework/v1/review';

/** Without `kind`, nextland lists every kind. */
export type ReviewQueueQuery = QueryOf<`${typeof review}/page`, 'get'>;

export class ReviewApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  page(query: ReviewQueueQuery): Promise<PageDto<ApplicationDto>> {
    return this.#api.get(`${review}/page`, { query }, { auth: 'required' });
  }

  /** The decided application. */
  approve(id: string): Promise<ApplicationDto> {
    return this.#api.post(`${review}/approve/{id}`, { path: { id } }, { auth: 'required' });
  }

  reject(id: string, reason: string): Promise<ApplicationDto> {
    return this.#api.post(`${review}/reject/{id}`, { path: { id }, body: { reason } }, { auth: 'required' });
  }
}
