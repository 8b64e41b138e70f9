// nextland categories (docs/api-contract.md, "Site").
import type { BaseApi } from './base-api.js';
import type { CategoryDto } from './types.js';

export class CategoryApi {
  readonly #api: BaseApi;

  constructor(api: BaseApi) {
    this.#api = api;
  }

  list(): Promise<CategoryDto[]> {
    return this.#api.get('/nextland-site/api/framework/v1/site/category/list');
  }
}
