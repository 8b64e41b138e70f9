// nextland settlements and payouts of the logged-in seller (docs/api-contract.md, decision 0027 §5).
import type { PayoutCursorPageDto, SettlementCursorPageDto, SettlementSummaryDto } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const settlement = '/nextland-customer/api/framework/v1/customer/settlement';

export class SettlementApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  summary(): Promise<SettlementSummaryDto> {
    return this.#api.get(`${settlement}/summary`, {}, { auth: 'required' });
  }

  list(query: {
    size: number;
    after?: string;
    status?: 'pending' | 'paid';
  }): Promise<SettlementCursorPageDto> {
    return this.#api.get(`${settlement}/list`, { query }, { auth: 'required' });
  }

  payouts(query: { size: number; after?: string }): Promise<PayoutCursorPageDto> {
    return this.#api.get(`${settlement}/payouts`, { query }, { auth: 'required' });
  }
}
