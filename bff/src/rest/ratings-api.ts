// nextland's ratings and reviews (docs/api-contract.md, "Ratings and reviews"; decision 0027 §4): the buyer's
// review of a completed order line, the seller's one reply, each side's view of an order's reviews, and the
// public pages of an item's or a seller's reviews. (The verification queue is VerificationQueueApi.)
import DataLoader from 'dataloader';
import type { BodyOf, DataOf } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const review = '/nextland-customer/api/framework/v1/customer/order/review';
const site = '/nextland-site/api/framework/v1/site/ratings';

export type ReviewDto = DataOf<`${typeof review}/create`, 'post'>;
export type OrderReviewsDto = DataOf<`${typeof review}/order/{id}`, 'get'>;
export type ReviewPageDto = DataOf<`${typeof site}/goods/{id}`, 'get'>;
export type CreateReviewBody = BodyOf<`${typeof review}/create`, 'post'>;
export type ReviewedKind = 'goods' | 'opus' | 'seller';
export type RatingSummaryDto = ReviewPageDto['summary'];
/** The contract accepts 1–100 sellers per summaries call. */
export const sellerSummariesMax = 100;
type PageQuery = { size: number; after?: string | undefined };
const auth = { auth: 'required' } as const;

export class RatingsApi {
  readonly #api: NextlandClient;

  /**
   * Sellers' rating summaries for this request (the client is built per request): every `Seller.rating` of one
   * response in one call per 100 distinct sellers, however many records name them (issue 26: a list once made
   * one call per seller).
   */
  readonly #sellerSummaries = new DataLoader<string, RatingSummaryDto | null>(
    async (ids) => {
      const found = await this.#api.get(`${site}/sellers`, { query: { ids: ids.join(',') } });
      const byId = new Map(found.map(({ sellerId, ...summary }) => [sellerId, summary]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: sellerSummariesMax },
  );

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  /** A seller's rating summary (null for an unknown seller), batched with the rest of the request's. */
  sellerSummary(sellerId: string): Promise<RatingSummaryDto | null> {
    return this.#sellerSummaries.load(sellerId);
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
