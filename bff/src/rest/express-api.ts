// nextland no-postage (free shipping) entries of the logged-in seller (docs/api-contract.md).
import { customerBase } from './account-api.js';
import type { CreateExpressDto, ExpressDto } from './account-types.js';
import type { BaseApi } from './base-api.js';
import type { PageQuery } from './customer-api.js';
import type { PageDto } from './types.js';

const express = `${customerBase}/customer/express`;

export class ExpressApi {
  readonly #api: BaseApi;

  constructor(api: BaseApi) {
    this.#api = api;
  }

  page(page: PageQuery): Promise<PageDto<ExpressDto>> {
    return this.#api.get(`${express}/page`, page, { auth: 'required' });
  }

  create(body: CreateExpressDto): Promise<ExpressDto> {
    return this.#api.post(`${express}/create`, body, {}, { auth: 'required' });
  }

  /** Another user's id is 404, like a missing one. */
  delete(id: string): Promise<null> {
    return this.#api.post(`${express}/delete/${encodeURIComponent(id)}`, undefined, {}, { auth: 'required' });
  }
}
