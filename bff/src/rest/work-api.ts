// nextland works (opus) catalogue (docs/api-contract.md, "Site").
import type { QueryOf, WorkCursorPageDto, WorkDetailDto } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const site = '/nextland-site/api/framework/v1/site';

export type WorkCursorPageQuery = QueryOf<`${typeof site}/homepage/opus/cursor-page`, 'get'>;

export class WorkApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  cursorPage(query: WorkCursorPageQuery): Promise<WorkCursorPageDto> {
    return this.#api.get(`${site}/homepage/opus/cursor-page`, { query });
  }

  detail(id: string): Promise<WorkDetailDto> {
    return this.#api.get(`${site}/opus/detail/{id}`, { path: { id } });
  }
}
