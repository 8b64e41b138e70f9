// nextland's ratings and reviews (docs/api-contract.md, "Ratings and reviews"; decision 0027 §4): the buyer's
// review of a completed order line, the seller's one reply, each side's view of an order's reviews, and the
// public pages of an item's or a seller's reviews. (The verification queue is VerificationQueueApi.)
import type { BodyOf, DataOf } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const review = '/nextland-customer/api/framework/v1/customer/order/review';
const site = '/nextland-site/api/framework/v1/site/ratings';

export type ReviewDto = DataOf<`${typeof review}/create`, 'post'>;
export type OrderReviewsDto = DataOf<`${typeof review}/order/{id}`, 'get'>;
export type ReviewPageDto = DataOf<`${typeof site}/goods/{id}`, 'get'>;
export type CreateReviewBody = BodyOf<`${typeof review}/create`, 'post'>;
export type ReviewedKind = 'goods' | 'opus' | 'seller';
type PageQuery = { size: number; after?: string | undefined };
const auth = { auth: 'required' } as const;

export class RatingsApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  create(body: CreateReviewBody): Promise<ReviewDto> {
    return this.#api.post(`${review}/create`, { body }, auth);
  }

  reply(id: string, text: string): Promise<ReviewDto> {
    return this.#api.post(`${review}/seller/reply/{id}`, { path: { id }, body: { text } }, auth);
  }

  ofMyOrder(id: string): Promise<OrderReviewsDto> {
    return this.#api.get(`${review}/order/{id}`, { path: { id } }, auth);
  }

  ofSellerOrder(id: string): Promise<OrderReviewsDto> {
    return this.#api.get(`${review}/seller/order/{id}`, { path: { id } }, auth);
  }

  page(kind: ReviewedKind, id: string, query: PageQuery): Promise<ReviewPageDto> {
    if (kind === 'goods') return this.#api.get(`${site}/goods/{id}`, { path: { id }, query });
    if (kind === 'opus') return this.#api.get(`${site}/opus/{id}`, { path: { id }, query });
    return this.#api.get(`${site}/seller/{id}`, { path: { id }, query });
  }
}
