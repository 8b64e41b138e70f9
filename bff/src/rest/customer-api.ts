// nextland: the logged-in customer's profile and invitees (docs/api-contract.md, "Accounts (customer)").
import type { CustomerDto, InviteeCursorPageDto, ProfileUpdateDto, QueryOf } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const v1 = '/nextland-customer/api/framework/v1';

/** Keyset paging of nextland's `…/cursor-page` routes: a page size and the previous page's `nextCursor`. */
export type CursorQuery = QueryOf<`${typeof v1}/customer/invitees/cursor-page`, 'get'>;

export class CustomerApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  /** `id` must be the caller's own (another id is 404). */
  detail(id: string): Promise<CustomerDto> {
    return this.#api.get(`${v1}/current/customer/detail`, { query: { id } }, { auth: 'required' });
  }

  update(body: ProfileUpdateDto): Promise<CustomerDto> {
    return this.#api.post(`${v1}/customer/update`, { body }, { auth: 'required' });
  }

  invitees(query: CursorQuery): Promise<InviteeCursorPageDto> {
    return this.#api.get(`${v1}/customer/invitees/cursor-page`, { query }, { auth: 'required' });
  }
}
