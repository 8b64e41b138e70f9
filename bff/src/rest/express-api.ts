// nextland no-postage (free shipping) entries of the logged-in seller (docs/api-contract.md).
import type { CreateExpressDto, ExpressDto, PageDto } from './contract.js';
import type { PageQuery } from './customer-api.js';
import type { NextlandClient } from './nextland-client.js';

const express = '/nextland-customer/api/framework/v1/customer/express';

export class ExpressApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  page(page: PageQuery): Promise<PageDto<ExpressDto>> {
    return this.#api.get(`${express}/page`, { query: page }, { auth: 'required' });
  }

  create(body: CreateExpressDto): Promise<ExpressDto> {
    return this.#api.post(`${express}/create`, { body }, { auth: 'required' });
  }

  /** Another user's id is 404, like a missing one. */
  delete(id: string): Promise<null> {
    return this.#api.post(`${express}/delete/{id}`, { path: { id } }, { auth: 'required' });
  }
}
