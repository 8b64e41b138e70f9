// nextland goods catalogue (docs/api-contract.md, "Site").
import type {
  GoodsCursorPageDto,
  GoodsDetailDto,
  GoodsPageDto,
  GoodsReactionStateDto,
  QueryOf,
} from './contract.js';
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

  /** The user's like/collect flags and the counts of 1–100 goods (unknown and hidden ids left out). */
  reactionStates(ids: readonly string[]): Promise<GoodsReactionStateDto[]> {
    return this.#api.get(`${site}/goods/reactions`, { query: { ids: ids.join(',') } }, { auth: 'required' });
  }

  /** Sets the user's like or collect to `active`: idempotent, so a retried call is harmless. */
  setReaction(id: string, reaction: 'like' | 'collect', active: boolean): Promise<GoodsReactionStateDto> {
    const options = { auth: 'required' } as const;
    if (reaction === 'like') {
      return active
        ? this.#api.post(`${site}/goods/like/{id}`, { path: { id } }, options)
        : this.#api.post(`${site}/goods/unlike/{id}`, { path: { id } }, options);
    }
    return active
      ? this.#api.post(`${site}/goods/collect/{id}`, { path: { id } }, options)
      : this.#api.post(`${site}/goods/uncollect/{id}`, { path: { id } }, options);
  }

  detail(id: string): Promise<GoodsDetailDto> {
    return this.#api.get(`${site}/goods/detail/{id}`, { path: { id } });
  }
}
