// nextland's selling routes (docs/api-contract.md, "Selling"; decision 0027 §1–2): the seller's management
// view of their goods and works, their moves, and the officials' review of releases. Goods and works have the
// same routes under their own prefixes; each call names the kind.
import type { DataOf } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const site = '/nextland-site/api/framework/v1/site';
type Site = typeof site;

export type SellingKind = 'goods' | 'opus';

export type ManagedGoodsPageDto = DataOf<`${Site}/homepage/goods/cursor-page`, 'get'>;
export type ManagedWorksPageDto = DataOf<`${Site}/homepage/opus/cursor-page`, 'get'>;
export type StatusCountsDto = DataOf<`${Site}/goods/manage/counts`, 'get'>;
export type MovedDto = DataOf<`${Site}/goods/release/{id}`, 'post'>;
export type BulkResultDto = DataOf<`${Site}/goods/off-shelf`, 'post'>;
export type GoodsQueuePageDto = DataOf<`${Site}/review/goods/page`, 'get'>;
export type WorksQueuePageDto = DataOf<`${Site}/review/opus/page`, 'get'>;

/** Goods status codes (0 draft … 5 sold out), as the management view's `status` filter takes them. */
export type StatusCode = 0 | 1 | 2 | 3 | 4 | 5;
type ManageQuery = { status?: StatusCode | undefined; size: number; after?: string | undefined };
const auth = { auth: 'required' } as const;

export class SellingApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  /** The seller's own goods, any status but deleted (the cursor route's management view). */
  myGoods(query: ManageQuery): Promise<ManagedGoodsPageDto> {
    return this.#api.get(`${site}/homepage/goods/cursor-page`, { query: { ...query, manage: true } }, auth);
  }

  myWorks(query: ManageQuery): Promise<ManagedWorksPageDto> {
    return this.#api.get(`${site}/homepage/opus/cursor-page`, { query: { ...query, manage: true } }, auth);
  }

  counts(kind: SellingKind): Promise<StatusCountsDto> {
    return kind === 'goods'
      ? this.#api.get(`${site}/goods/manage/counts`, {}, auth)
      : this.#api.get(`${site}/opus/manage/counts`, {}, auth);
  }

  release(kind: SellingKind, id: string): Promise<MovedDto> {
    return kind === 'goods'
      ? this.#api.post(`${site}/goods/release/{id}`, { path: { id } }, auth)
      : this.#api.post(`${site}/opus/release/{id}`, { path: { id } }, auth);
  }

  offShelf(kind: SellingKind, ids: string[]): Promise<BulkResultDto> {
    return kind === 'goods'
      ? this.#api.post(`${site}/goods/off-shelf`, { body: { ids } }, auth)
      : this.#api.post(`${site}/opus/off-shelf`, { body: { ids } }, auth);
  }

  /** The spec's goods path is `/site/delete/{id}`; works follow their own prefix. */
  remove(kind: SellingKind, id: string): Promise<null> {
    return kind === 'goods'
      ? this.#api.post(`${site}/delete/{id}`, { path: { id } }, auth)
      : this.#api.post(`${site}/opus/delete/{id}`, { path: { id } }, auth);
  }

  goodsQueue(query: { current: number; size: number }): Promise<GoodsQueuePageDto> {
    return this.#api.get(`${site}/review/goods/page`, { query }, auth);
  }

  worksQueue(query: { current: number; size: number }): Promise<WorksQueuePageDto> {
    return this.#api.get(`${site}/review/opus/page`, { query }, auth);
  }

  approve(kind: SellingKind, id: string): Promise<MovedDto> {
    return kind === 'goods'
      ? this.#api.post(`${site}/review/goods/approve/{id}`, { path: { id } }, auth)
      : this.#api.post(`${site}/review/opus/approve/{id}`, { path: { id } }, auth);
  }

  reject(kind: SellingKind, id: string, reason: string): Promise<MovedDto> {
    return kind === 'goods'
      ? this.#api.post(`${site}/review/goods/reject/{id}`, { path: { id }, body: { reason } }, auth)
      : this.#api.post(`${site}/review/opus/reject/{id}`, { path: { id }, body: { reason } }, auth);
  }
}
