// nextland categories (docs/api-contract.md, "Site").
import type { CategoryDto } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

export class CategoryApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  list(): Promise<CategoryDto[]> {
    return this.#api.get('/nextland-site/api/framework/v1/site/category/list', {});
  }
}
