// nextland's verification review queue for officials (type 0; others get 403) (docs/api-contract.md).
import type { ApplicationCursorPageDto, ApplicationDto, QueryOf } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const queue = '/nextland-customer/api/framework/v1/review';

/** Without `kind`, nextland lists every kind. */
export type ReviewQueueQuery = QueryOf<`${typeof queue}/cursor-page`, 'get'>;

export class VerificationQueueApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  cursorPage(query: ReviewQueueQuery): Promise<ApplicationCursorPageDto> {
    return this.#api.get(`${queue}/cursor-page`, { query }, { auth: 'required' });
  }

  /** The decided application. */
  approve(id: string): Promise<ApplicationDto> {
    return this.#api.post(`${queue}/approve/{id}`, { path: { id } }, { auth: 'required' });
  }

  reject(id: string, reason: string): Promise<ApplicationDto> {
    return this.#api.post(`${queue}/reject/{id}`, { path: { id }, body: { reason } }, { auth: 'required' });
  }
}
