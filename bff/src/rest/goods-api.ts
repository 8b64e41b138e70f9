// nextland goods catalogue (docs/api-contract.md, "Site").
import type { BaseApi } from './base-api.js';
import type { CursorPageDto, GoodsDetailDto, GoodsSummaryDto, PageDto } from './types.js';

const site = '/nextland-site/api/framework/v1/site';

export type GoodsPageQuery = {
  current?: number;
  size?: number;
  keyword?: string;
  categoryId?: string;
  saleType?: 0 | 1;
  sort?: 'newest' | 'price_asc' | 'price_desc' | 'popular';
  isAuthUserCollect?: boolean;
  isAuthUserLike?: boolean;
};

/** The cursor route takes the same filters with `size` and an opaque `after` instead of `current`. */
export type GoodsCursorPageQuery = Omit<GoodsPageQuery, 'current'> & { after?: string };

export class GoodsApi {
  readonly #api: BaseApi;

  constructor(api: BaseApi) {
    this.#api = api;
  }

  page(query: GoodsPageQuery): Promise<PageDto<GoodsSummaryDto>> {
    return this.#api.get(`${site}/homepage/goods/page`, query);
  }

  cursorPage(query: GoodsCursorPageQuery): Promise<CursorPageDto<GoodsSummaryDto>> {
    return this.#api.get(`${site}/homepage/goods/cursor-page`, query);
  }

  detail(id: string): Promise<GoodsDetailDto> {
    return this.#api.get(`${site}/goods/detail/${encodeURIComponent(id)}`);
  }
}
