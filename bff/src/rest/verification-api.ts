// nextland real-name, creator and organisation verification of the logged-in customer (docs/api-contract.md).
import { customerBase } from './account-api.js';
import type { ApplicationDto, ReviewStatusDto } from './account-types.js';
import type { BaseApi } from './base-api.js';

const customer = `${customerBase}/customer`;

export type RealNameBody = {
  name: string;
  idNumber: string;
  /** Private identity uploads: the ID card's front, then its back. */
  idImages: string[];
};
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

  /** Files a real-name application for the officials' review; the type changes only when it is approved. */
  verifyRealName(body: RealNameBody): Promise<ApplicationDto> {
    return this.#api.post(`${customer}/realname`, body, {}, { auth: 'required' });
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
