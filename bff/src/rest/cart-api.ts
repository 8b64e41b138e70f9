// nextland goods cart of the logged-in customer (docs/api-contract.md, decision 0019).
import type { AddToCartDto, CartCountDto, CartDto } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const cart = '/nextland-customer/api/framework/v1/customer/cart/goods';

export class CartApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  get(): Promise<CartDto> {
    return this.#api.get(`${cart}/list`, {}, { auth: 'required' });
  }

  count(): Promise<CartCountDto> {
    return this.#api.get(`${cart}/count`, {}, { auth: 'required' });
  }

  add(body: AddToCartDto): Promise<CartDto> {
    return this.#api.post(`${cart}/add`, { body }, { auth: 'required' });
  }

  /** Another user's line is 404, like a missing one (so for every line verb). */
  setQuantity(id: string, quantity: number): Promise<CartDto> {
    return this.#api.post(`${cart}/quantity`, { body: { id, quantity } }, { auth: 'required' });
  }

  remove(id: string): Promise<CartDto> {
    return this.#api.post(`${cart}/delete/{id}`, { path: { id } }, { auth: 'required' });
  }

  /** `ids` left out selects (or unselects) every line. */
  select(ids: string[] | undefined, selected: boolean): Promise<CartDto> {
    const body = ids === undefined ? { selected } : { ids, selected };
    return this.#api.post(`${cart}/select`, { body }, { auth: 'required' });
  }

  confirm(ids: string[]): Promise<CartDto> {
    return this.#api.post(`${cart}/confirm`, { body: { ids } }, { auth: 'required' });
  }
}
