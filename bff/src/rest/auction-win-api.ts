// nextland's side of a lot after the bidding (docs/api-contract.md, "Auctions: deposits, winning and paying";
// decision 0028 §3): my deposit's payment, what I owe for a lot I won, confirming it, and the seller's second
// chance. Every route needs a session; someone else's win is 404.
import type { BodyOf, DataOf } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const auction = '/nextland-customer/api/framework/v1/customer/auction';

export type AuctionWinDto = DataOf<`${typeof auction}/win/{goodsId}`, 'get'>;
export type AuctionSecondChanceDto = DataOf<`${typeof auction}/second-chance/{goodsId}`, 'post'>;
export type AuctionPaymentDto = DataOf<`${typeof auction}/confirm/{goodsId}`, 'post'>;
export type ConfirmAuctionBody = BodyOf<`${typeof auction}/confirm/{goodsId}`, 'post'>;
const auth = { auth: 'required' } as const;

export class AuctionWinApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  win(goodsId: string, addressId?: string | null): Promise<AuctionWinDto> {
    const query = addressId ? { addressId } : {};
    return this.#api.get(`${auction}/win/{goodsId}`, { path: { goodsId }, query }, auth);
  }

  deposit(goodsId: string, idempotencyKey: string): Promise<AuctionPaymentDto> {
    const body = { idempotencyKey };
    return this.#api.post(`${auction}/deposit/{goodsId}`, { path: { goodsId }, body }, auth);
  }

  confirm(goodsId: string, body: ConfirmAuctionBody): Promise<AuctionPaymentDto> {
    return this.#api.post(`${auction}/confirm/{goodsId}`, { path: { goodsId }, body }, auth);
  }

  secondChance(goodsId: string): Promise<AuctionSecondChanceDto> {
    return this.#api.post(`${auction}/second-chance/{goodsId}`, { path: { goodsId } }, auth);
  }
}
