// nextland system messages of the logged-in customer, in the request language (docs/api-contract.md).
import { customerBase } from './account-api.js';
import type { MessageDto } from './account-types.js';
import type { BaseApi } from './base-api.js';
import type { PageQuery } from './customer-api.js';
import type { PageDto } from './types.js';

const msg = `${customerBase}/customer/msg`;

export class MessageApi {
  readonly #api: BaseApi;

  constructor(api: BaseApi) {
    this.#api = api;
  }

  page(page: PageQuery): Promise<PageDto<MessageDto>> {
    return this.#api.get(`${msg}/page`, page, { auth: 'required' });
  }

  async unreadCount(): Promise<number> {
    const { count } = await this.#api.get<{ count: number }>(`${msg}/unread/count`, {}, { auth: 'required' });
    return count;
  }

  /** Another user's id is 404, like a missing one. */
  markRead(id: string): Promise<null> {
    return this.#api.post(`${msg}/read/${encodeURIComponent(id)}`, undefined, {}, { auth: 'required' });
  }

  markAllRead(): Promise<{ updated: number }> {
    return this.#api.post(`${msg}/read/all`, undefined, {}, { auth: 'required' });
  }
}
