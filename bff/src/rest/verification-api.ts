// nextland real-name, creator and organisation verification of the logged-in customer (docs/api-contract.md).
import { customerBase } from './account-api.js';
import type { ApplicationDto, ReviewStatusDto } from './account-types.js';
import type { BaseApi } from './base-api.js';

const customer = `${customerBase}/customer`;

export type CreatorApplicationBody = {
  field: string;
  intro: string;
  portfolio: string[];
  idImages: string[];
};
export type OrgApplicationBody = {
  orgName: string;
  creditCode: string;
  licenseImage: string;
  contactName: string;
  contactPhone: string;
};

export class VerificationApi {
  readonly #api: BaseApi;

  constructor(api: BaseApi) {
    this.#api = api;
  }

  /** Approved at once when the ID checksum holds: the caller becomes type 2. */
  verifyRealName(name: string, idNumber: string): Promise<{ type: number }> {
    return this.#api.post(`${customer}/realname`, { name, idNumber }, {}, { auth: 'required' });
  }

  applyCreator(body: CreatorApplicationBody): Promise<ApplicationDto> {
    return this.#api.post(`${customer}/auth/creator`, body, {}, { auth: 'required' });
  }

  applyOrg(body: OrgApplicationBody): Promise<ApplicationDto> {
    return this.#api.post(`${customer}/auth/org`, body, {}, { auth: 'required' });
  }

  status(): Promise<ReviewStatusDto> {
    return this.#api.get(`${customer}/info/is/reviewed`, {}, { auth: 'required' });
  }

  /** The caller's own application; someone else's id is 404. */
  application(id: string): Promise<ApplicationDto> {
    return this.#api.get(`${customer}/auth/application/${encodeURIComponent(id)}`, {}, { auth: 'required' });
  }
}
