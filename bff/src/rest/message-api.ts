// nextland system messages of the logged-in customer, in the request language (docs/api-contract.md).
import type { MessageCursorPageDto } from './contract.js';
import type { CursorQuery } from './customer-api.js';
import type { NextlandClient } from './nextland-client.js';

const msg = '/nextland-customer/api/framework/v1/customer/msg';

export class MessageApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  cursorPage(query: CursorQuery): Promise<MessageCursorPageDto> {
    return this.#api.get(`${msg}/cursor-page`, { query }, { auth: 'required' });
  }

  async unreadCount(): Promise<number> {
    const { count } = await this.#api.get(`${msg}/unread/count`, {}, { auth: 'required' });
    return count;
  }

  /** `updated` is 1 when the message changed from unread to read, 0 when it was read already. Another user's id is 404. */
  markRead(id: string): Promise<{ updated: number }> {
    return this.#api.post(`${msg}/read/{id}`, { path: { id } }, { auth: 'required' });
  }

  markAllRead(): Promise<{ updated: number }> {
    return this.#api.post(`${msg}/read/all`, {}, { auth: 'required' });
  }
}
