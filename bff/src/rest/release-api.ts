// nextland drafts and releases of the logged-in seller's goods and works (docs/api-contract.md, "Selling").
import type { BodyOf, DataOf } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const site = '/nextland-site/api/framework/v1/site';

export type GoodsDraftDto = DataOf<`${typeof site}/goods/draft/{id}`, 'get'>;
export type WorkDraftDto = DataOf<`${typeof site}/opus/draft/{id}`, 'get'>;
export type GoodsDraftBody = BodyOf<`${typeof site}/goods/draft/{id}`, 'put'>;
export type WorkDraftBody = BodyOf<`${typeof site}/opus/draft/{id}`, 'put'>;
export type LotDraftDto = DataOf<`${typeof site}/auction-goods/draft/{id}`, 'get'>;
export type LotDraftBody = BodyOf<`${typeof site}/auction-goods/draft/{id}`, 'put'>;
export type ReleasedDto = DataOf<`${typeof site}/goods/release/{id}`, 'post'>;

/** A draft in the seller's list: the management view's first page of status 0. */
export type DraftSummaryDto = { id: string; title: string; cover: { url: string }; saleType?: number };

const auth = { auth: 'required' } as const;

export class ReleaseApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  goodsDraft(id: string): Promise<GoodsDraftDto> {
    return this.#api.get(`${site}/goods/draft/{id}`, { path: { id } }, auth);
  }

  workDraft(id: string): Promise<WorkDraftDto> {
    return this.#api.get(`${site}/opus/draft/{id}`, { path: { id } }, auth);
  }

  lotDraft(id: string): Promise<LotDraftDto> {
    return this.#api.get(`${site}/auction-goods/draft/{id}`, { path: { id } }, auth);
  }

  /** A lot (decision 0028 §5): the goods draft's fields plus the auction step. Without an id: a new draft. */
  saveLot(id: string | null, body: LotDraftBody): Promise<LotDraftDto> {
    if (id === null) return this.#api.post(`${site}/auction-goods/draft`, { body }, auth);
    return this.#api.put(`${site}/auction-goods/draft/{id}`, { path: { id }, body }, auth);
  }

  /** Without an id: a new draft. */
  saveGoods(id: string | null, body: GoodsDraftBody): Promise<GoodsDraftDto> {
    if (id === null) return this.#api.post(`${site}/goods/draft`, { body }, auth);
    return this.#api.put(`${site}/goods/draft/{id}`, { path: { id }, body }, auth);
  }

  saveWork(id: string | null, body: WorkDraftBody): Promise<WorkDraftDto> {
    if (id === null) return this.#api.post(`${site}/opus/draft`, { body }, auth);
    return this.#api.put(`${site}/opus/draft/{id}`, { path: { id }, body }, auth);
  }

  release(kind: 'goods' | 'opus', id: string): Promise<ReleasedDto> {
    return kind === 'goods'
      ? this.#api.post(`${site}/goods/release/{id}`, { path: { id } }, auth)
      : this.#api.post(`${site}/opus/release/{id}`, { path: { id } }, auth);
  }

  /** The seller's drafts, newest update first (the management view, decision 0027). */
  async drafts(kind: 'goods' | 'opus', size: number): Promise<DraftSummaryDto[]> {
    const query = { manage: true, status: '0', size } as const;
    const page =
      kind === 'goods'
        ? await this.#api.get(`${site}/homepage/goods/page`, { query: { ...query, current: 1 } }, auth)
        : await this.#api.get(`${site}/homepage/opus/cursor-page`, { query }, auth);
    return page.records;
  }
}
