// nextland library of the logged-in customer: the works they own (docs/api-contract.md, decision 0023).
import type { LibraryCursorPageDto } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const library = '/nextland-customer/api/framework/v1/customer/library';

export class LibraryApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  list(query: { size: number; after?: string }): Promise<LibraryCursorPageDto> {
    return this.#api.get(`${library}/list`, { query }, { auth: 'required' });
  }
}
