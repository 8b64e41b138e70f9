// nextland payout bank cards; the contract's path says "back" (sic) (docs/api-contract.md).
import type { AddBankCardDto, BankCardDto } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const card = '/nextland-customer/api/framework/v1/customer/back/card';

export class BankCardApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  list(): Promise<BankCardDto[]> {
    return this.#api.get(`${card}/list`, {}, { auth: 'required' });
  }

  add(body: AddBankCardDto): Promise<BankCardDto> {
    return this.#api.post(card, { body }, { auth: 'required' });
  }

  /** Another user's id is 404, like a missing one. */
  setDefault(id: string): Promise<null> {
    return this.#api.post(`${card}/default/{id}`, { path: { id } }, { auth: 'required' });
  }

  delete(id: string): Promise<null> {
    return this.#api.post(`${card}/delete/{id}`, { path: { id } }, { auth: 'required' });
  }
}
