// nextland: the logged-in customer's profile and invitees (docs/api-contract.md, "Accounts (customer)").
import { customerBase } from './account-api.js';
import type { CustomerDto, InviteeDto, ProfileUpdateDto } from './account-types.js';
import type { BaseApi } from './base-api.js';
import type { PageDto } from './types.js';

export type PageQuery = { current: number; size: number };

export class CustomerApi {
  readonly #api: BaseApi;

  constructor(api: BaseApi) {
    this.#api = api;
  }

  /** `id` must be the caller's own (another id is 404). */
  detail(id: string): Promise<CustomerDto> {
    return this.#api.get(`${customerBase}/current/customer/detail`, { id }, { auth: 'required' });
  }

  update(body: ProfileUpdateDto): Promise<CustomerDto> {
    return this.#api.post(`${customerBase}/customer/update`, body, {}, { auth: 'required' });
  }

  invitees(page: PageQuery): Promise<PageDto<InviteeDto>> {
    return this.#api.get(`${customerBase}/customer/invitees/page`, page, { auth: 'required' });
  }
}
