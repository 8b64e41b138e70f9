// nextland carts of the logged-in customer (docs/api-contract.md, decisions 0019 and 0023): the goods cart
// and the works cart are the same routes under `/cart/goods` and `/cart/opus`.
import type { AddToCartDto, AddWorkToCartDto, CartCountDto, CartDto } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const carts = {
  goods: '/nextland-customer/api/framework/v1/customer/cart/goods',
  opus: '/nextland-customer/api/framework/v1/customer/cart/opus',
} as const;

export class CartApi {
  readonly #api: NextlandClient;
  readonly #kind: keyof typeof carts;

  constructor(api: NextlandClient, kind: keyof typeof carts = 'goods') {
    this.#api = api;
    this.#kind = kind;
  }

  get(): Promise<CartDto> {
    return this.#kind === 'goods'
      ? this.#api.get(`${carts.goods}/list`, {}, { auth: 'required' })
      : this.#api.get(`${carts.opus}/list`, {}, { auth: 'required' });
  }

  count(): Promise<CartCountDto> {
    return this.#kind === 'goods'
      ? this.#api.get(`${carts.goods}/count`, {}, { auth: 'required' })
      : this.#api.get(`${carts.opus}/count`, {}, { auth: 'required' });
  }

  add(body: AddToCartDto): Promise<CartDto> {
    return this.#api.post(`${carts.goods}/add`, { body }, { auth: 'required' });
  }

  /** Works cart only: one edition of the work. */
  addWork(body: AddWorkToCartDto): Promise<CartDto> {
    return this.#api.post(`${carts.opus}/add`, { body }, { auth: 'required' });
  }

  /** Another user's line is 404, like a missing one (so for every line verb). */
  setQuantity(id: string, quantity: number): Promise<CartDto> {
    const body = { id, quantity };
    return this.#kind === 'goods'
      ? this.#api.post(`${carts.goods}/quantity`, { body }, { auth: 'required' })
      : this.#api.post(`${carts.opus}/quantity`, { body }, { auth: 'required' });
  }

  remove(id: string): Promise<CartDto> {
    return this.#kind === 'goods'
      ? this.#api.post(`${carts.goods}/delete/{id}`, { path: { id } }, { auth: 'required' })
      : this.#api.post(`${carts.opus}/delete/{id}`, { path: { id } }, { auth: 'required' });
  }

  /** `ids` left out selects (or unselects) every line. */
  select(ids: string[] | undefined, selected: boolean): Promise<CartDto> {
    const body = ids === undefined ? { selected } : { ids, selected };
    return this.#kind === 'goods'
      ? this.#api.post(`${carts.goods}/select`, { body }, { auth: 'required' })
      : this.#api.post(`${carts.opus}/select`, { body }, { auth: 'required' });
  }

  confirm(ids: string[]): Promise<CartDto> {
    const body = { ids };
    return this.#kind === 'goods'
      ? this.#api.post(`${carts.goods}/confirm`, { body }, { auth: 'required' })
      : this.#api.post(`${carts.opus}/confirm`, { body }, { auth: 'required' });
  }
}
