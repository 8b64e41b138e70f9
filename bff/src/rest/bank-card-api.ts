// nextland payout bank cards; the contract's path says "back" (sic) (docs/api-contract.md).
import { customerBase } from './account-api.js';
import type { AddBankCardDto, BankCardDto } from './account-types.js';
import type { BaseApi } from './base-api.js';

const card = `${customerBase}/customer/back/card`;

export class BankCardApi {
  readonly #api: BaseApi;

  constructor(api: BaseApi) {
    this.#api = api;
  }

  list(): Promise<BankCardDto[]> {
    return this.#api.get(`${card}/list`, {}, { auth: 'required' });
  }

  add(body: AddBankCardDto): Promise<BankCardDto> {
    return this.#api.post(card, body, {}, { auth: 'required' });
  }

  /** Another user's id is 404, like a missing one. */
  setDefault(id: string): Promise<null> {
    return this.#api.post(`${card}/default/${encodeURIComponent(id)}`, undefined, {}, { auth: 'required' });
  }

  delete(id: string): Promise<null> {
    return this.#api.post(`${card}/delete/${encodeURIComponent(id)}`, undefined, {}, { auth: 'required' });
  }
}
