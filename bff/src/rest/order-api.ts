// nextland orders, checkout and payments of the logged-in customer (docs/api-contract.md, decision 0019).
// Buyer and seller views are separate routes: nextland scopes each query to the caller's side, so another
// user's order is a 404 whichever route asks.
import type {
  CarrierDto,
  CheckoutBody,
  CheckoutPreviewDto,
  CreateCheckoutBody,
  CreateWorkCheckoutBody,
  OrderCountsDto,
  OrderCursorPageDto,
  OrderDto,
  PaymentCursorPageDto,
  PaymentDto,
  ShipBody,
  WorkCheckoutBody,
  WorkCheckoutPreviewDto,
} from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const order = '/nextland-customer/api/framework/v1/customer/order';
const required = { auth: 'required' } as const;

export type OrderSide = 'buyer' | 'seller';
export type OrderListQuery = { size: number; after?: string; status?: number };

export class OrderApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  list(side: OrderSide, query: OrderListQuery): Promise<OrderCursorPageDto> {
    return side === 'buyer'
      ? this.#api.get(`${order}/list`, { query }, required)
      : this.#api.get(`${order}/seller/list`, { query }, required);
  }

  counts(side: OrderSide): Promise<OrderCountsDto> {
    return side === 'buyer'
      ? this.#api.get(`${order}/counts`, {}, required)
      : this.#api.get(`${order}/seller/counts`, {}, required);
  }

  detail(side: OrderSide, id: string): Promise<OrderDto> {
    return side === 'buyer'
      ? this.#api.get(`${order}/detail/{id}`, { path: { id } }, required)
      : this.#api.get(`${order}/seller/detail/{id}`, { path: { id } }, required);
  }

  cancel(id: string): Promise<OrderDto> {
    return this.#api.post(`${order}/cancel/{id}`, { path: { id } }, required);
  }

  confirmReceipt(id: string): Promise<OrderDto> {
    return this.#api.post(`${order}/confirm/{id}`, { path: { id } }, required);
  }

  ship(id: string, body: ShipBody): Promise<OrderDto> {
    return this.#api.post(`${order}/seller/ship/{id}`, { path: { id }, body }, required);
  }

  carriers(): Promise<CarrierDto[]> {
    return this.#api.get(`${order}/carriers`, {}, required);
  }

  preview(body: CheckoutBody): Promise<CheckoutPreviewDto> {
    return this.#api.post(`${order}/preview`, { body }, required);
  }

  create(body: CreateCheckoutBody): Promise<PaymentDto> {
    return this.#api.post(`${order}/create`, { body }, required);
  }

  /** Works (decision 0023): one edition per line, no address, no postage. */
  previewWorks(body: WorkCheckoutBody): Promise<WorkCheckoutPreviewDto> {
    return this.#api.post(`${order}/opus/preview`, { body }, required);
  }

  createWorks(body: CreateWorkCheckoutBody): Promise<PaymentDto> {
    return this.#api.post(`${order}/opus/create`, { body }, required);
  }

  payments(query: { size: number; after?: string }): Promise<PaymentCursorPageDto> {
    return this.#api.get(`${order}/payment/list`, { query }, required);
  }

  payment(id: string): Promise<PaymentDto> {
    return this.#api.get(`${order}/payment/detail/{id}`, { path: { id } }, required);
  }
}
