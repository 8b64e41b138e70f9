// nextland real-name, creator and organisation verification of the logged-in customer (docs/api-contract.md).
import type {
  ApplicationDto,
  CreatorApplicationBody,
  OrgApplicationBody,
  RealNameBody,
  ReviewStatusDto,
} from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const customer = '/nextland-customer/api/framework/v1/customer';

export class VerificationApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  /** Files a real-name application for the officials' review; the type changes only when it is approved. */
  verifyRealName(body: RealNameBody): Promise<ApplicationDto> {
    return this.#api.post(`${customer}/realname`, { body }, { auth: 'required' });
  }

  applyCreator(body: CreatorApplicationBody): Promise<ApplicationDto> {
    return this.#api.post(`${customer}/auth/creator`, { body }, { auth: 'required' });
  }

  applyOrg(body: OrgApplicationBody): Promise<ApplicationDto> {
    return this.#api.post(`${customer}/auth/org`, { body }, { auth: 'required' });
  }

  status(): Promise<ReviewStatusDto> {
    return this.#api.get(`${customer}/info/is/reviewed`, {}, { auth: 'required' });
  }

  /** The caller's own application; someone else's id is 404. */
  application(id: string): Promise<ApplicationDto> {
    return this.#api.get(`${customer}/auth/application/{id}`, { path: { id } }, { auth: 'required' });
  }
}
