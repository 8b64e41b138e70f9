// nextland no-postage (free shipping) entries of the logged-in seller (docs/api-contract.md).
import type { CreateExpressDto, ExpressCursorPageDto, ExpressDto } from './contract.js';
import type { CursorQuery } from './customer-api.js';
import type { NextlandClient } from './nextland-client.js';

const express = '/nextland-customer/api/framework/v1/customer/express';

export class ExpressApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  cursorPage(query: CursorQuery): Promise<ExpressCursorPageDto> {
    return this.#api.get(`${express}/cursor-page`, { query }, { auth: 'required' });
  }

  create(body: CreateExpressDto): Promise<ExpressDto> {
    return this.#api.post(`${express}/create`, { body }, { auth: 'required' });
  }

  /** Another user's id is 404, like a missing one. */
  delete(id: string): Promise<null> {
    return this.#api.post(`${express}/delete/{id}`, { path: { id } }, { auth: 'required' });
  }
}
