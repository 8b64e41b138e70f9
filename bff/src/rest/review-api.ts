// nextland's verification review queue for officials (type 0; others get 403) (docs/api-contract.md).
import { customerBase } from './account-api.js';
import type { ApplicationDto, ApplicationKindCode } from './account-types.js';
import type { BaseApi } from './base-api.js';
import type { PageQuery } from './customer-api.js';
import type { PageDto } from './types.js';

const review = `${customerBase}/review`;

/** Without `kind`, nextland lists every kind. */
export type ReviewQueueQuery = PageQuery & { kind?: ApplicationKindCode; status: 1 | 2 | 3 };

export class ReviewApi {
  readonly #api: BaseApi;

  constructor(api: BaseApi) {
    this.#api = api;
  }

  page(query: ReviewQueueQuery): Promise<PageDto<ApplicationDto>> {
    return this.#api.get(`${review}/page`, query, { auth: 'required' });
  }

  /** nextland answers `null` today; an Application when it sends one. */
  approve(id: string): Promise<ApplicationDto | null> {
    return this.#api.post(`${review}/approve/${encodeURIComponent(id)}`, undefined, {}, { auth: 'required' });
  }

  reject(id: string, reason: string): Promise<ApplicationDto | null> {
    return this.#api.post(`${review}/reject/${encodeURIComponent(id)}`, { reason }, {}, { auth: 'required' });
  }
}
