// nextland delivery address book of the logged-in customer (docs/api-contract.md).
import type { AddressBodyDto, AddressDto } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const address = '/nextland-customer/api/framework/v1/customer/address';

export class AddressApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  list(): Promise<AddressDto[]> {
    return this.#api.get(`${address}/list`, {}, { auth: 'required' });
  }

  create(body: AddressBodyDto): Promise<AddressDto> {
    return this.#api.post(`${address}/create`, { body }, { auth: 'required' });
  }

  /** Another user's id is 404, like a missing one. */
  update(id: string, body: AddressBodyDto): Promise<AddressDto> {
    return this.#api.post(`${address}/update`, { body: { id, ...body } }, { auth: 'required' });
  }

  setDefault(id: string): Promise<null> {
    return this.#api.post(`${address}/default/{id}`, { path: { id } }, { auth: 'required' });
  }

  delete(id: string): Promise<null> {
    return this.#api.post(`${address}/delete/{id}`, { path: { id } }, { auth: 'required' });
  }
}
