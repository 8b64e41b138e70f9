// nextland after-sales (docs/api-contract.md, "After-sales and refunds"; decision 0027 §3). The buyer's routes
// see only the caller's requests, `seller/*` only requests about the caller's goods: anyone else's is a 404.
import type { BodyOf, DataOf, Dto } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const aftersale = '/nextland-customer/api/framework/v1/customer/order/aftersale';
type AfterSaleBase = typeof aftersale;
const required = { auth: 'required' } as const;

export type AfterSaleDto = Dto<'AfterSale'>;
export type AfterSaleReasonDto = Dto<'AfterSaleReason'>;
export type AfterSaleRefundableDto = Dto<'AfterSaleRefundable'>;
export type AfterSaleCursorPageDto = DataOf<`${AfterSaleBase}/list`, 'get'>;
export type CreateAfterSaleBody = BodyOf<`${AfterSaleBase}/create`, 'post'>;
export type ReturnShipmentBody = BodyOf<`${AfterSaleBase}/ship/{id}`, 'post'>;
export type AfterSaleSide = 'buyer' | 'seller';
/** 0 awaiting seller … 5 withdrawn, as the lists' `status` filter takes them. */
export type AfterSaleStatusCode = 0 | 1 | 2 | 3 | 4 | 5;
export type AfterSaleListQuery = {
  size: number;
  after?: string;
  status?: AfterSaleStatusCode;
  orderId?: string;
};

export class AfterSaleApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  reasons(): Promise<AfterSaleReasonDto[]> {
    return this.#api.get(`${aftersale}/reasons`, {}, required);
  }

  refundable(orderId: string): Promise<AfterSaleRefundableDto> {
    return this.#api.get(`${aftersale}/refundable/{id}`, { path: { id: orderId } }, required);
  }

  create(body: CreateAfterSaleBody): Promise<AfterSaleDto> {
    return this.#api.post(`${aftersale}/create`, { body }, required);
  }

  list(side: AfterSaleSide, query: AfterSaleListQuery): Promise<AfterSaleCursorPageDto> {
    return side === 'buyer'
      ? this.#api.get(`${aftersale}/list`, { query }, required)
      : this.#api.get(`${aftersale}/seller/list`, { query }, required);
  }

  detail(side: AfterSaleSide, id: string): Promise<AfterSaleDto> {
    return side === 'buyer'
      ? this.#api.get(`${aftersale}/detail/{id}`, { path: { id } }, required)
      : this.#api.get(`${aftersale}/seller/detail/{id}`, { path: { id } }, required);
  }

  withdraw(id: string): Promise<AfterSaleDto> {
    return this.#api.post(`${aftersale}/withdraw/{id}`, { path: { id } }, required);
  }

  shipReturn(id: string, body: ReturnShipmentBody): Promise<AfterSaleDto> {
    return this.#api.post(`${aftersale}/ship/{id}`, { path: { id }, body }, required);
  }

  approve(id: string, addressId: string | undefined): Promise<AfterSaleDto> {
    const body = addressId ? { addressId } : {};
    return this.#api.post(`${aftersale}/seller/approve/{id}`, { path: { id }, body }, required);
  }

  reject(id: string, reason: string): Promise<AfterSaleDto> {
    return this.#api.post(`${aftersale}/seller/reject/{id}`, { path: { id }, body: { reason } }, required);
  }

  receive(id: string): Promise<AfterSaleDto> {
    return this.#api.post(`${aftersale}/seller/receive/{id}`, { path: { id } }, required);
  }
}
