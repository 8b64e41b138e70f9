// nextland goods catalogue (docs/api-contract.md, "Site").
import type { GoodsCursorPageDto, GoodsDetailDto, GoodsPageDto, QueryOf } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const site = '/nextland-site/api/framework/v1/site';

/** The detail batch accepts 1–100 ids per call. */
export const goodsDetailBatchMax = 100;

export type GoodsPageQuery = QueryOf<`${typeof site}/homepage/goods/page`, 'get'>;

/** The cursor route takes the same filters with `size` and an opaque `after` instead of `current`. */
export type GoodsCursorPageQuery = QueryOf<`${typeof site}/homepage/goods/cursor-page`, 'get'>;

export class GoodsApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  page(query: GoodsPageQuery): Promise<GoodsPageDto> {
    return this.#api.get(`${site}/homepage/goods/page`, { query });
  }

  cursorPage(query: GoodsCursorPageQuery): Promise<GoodsCursorPageDto> {
    return this.#api.get(`${site}/homepage/goods/cursor-page`, { query });
  }

  /** Details of 1–100 goods in one call, in the order asked; unknown and hidden ids are left out. */
  details(ids: readonly string[]): Promise<GoodsDetailDto[]> {
    return this.#api.get(`${site}/goods/detail/batch`, { query: { ids: ids.join(',') } });
  }

  detail(id: string): Promise<GoodsDetailDto> {
    return this.#api.get(`${site}/goods/detail/{id}`, { path: { id } });
  }
}
