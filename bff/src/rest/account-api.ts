// nextland login, registration and session routes (docs/api-contract.md, "Accounts (customer)").
import type { LoginDto, RegisterDto, SmsSentDto, TokensDto } from './account-types.js';
import type { BaseApi } from './base-api.js';

export const customerBase = '/nextland-customer/api/framework/v1';
const customer = `${customerBase}/customer`;

export type RegisterBody = {
  registration_ticket: string;
  phone: string;
  sms_code: string;
  invitation_code?: string;
};

export class AccountApi {
  readonly #api: BaseApi;

  constructor(api: BaseApi) {
    this.#api = api;
  }

  login(appid: string, code: string): Promise<LoginDto> {
    return this.#api.post(`${customer}/wx/login`, { appid, code, loginType: 0 }, {}, { auth: 'none' });
  }

  sendSmsCode(phone: string): Promise<SmsSentDto> {
    return this.#api.post(`${customer}/sms/send`, { phone, scene: 'register' }, {}, { auth: 'none' });
  }

  register(body: RegisterBody): Promise<RegisterDto> {
    return this.#api.post(`${customer}/register`, body, {}, { auth: 'none' });
  }

  /** Rotates both tokens; a refresh token presented twice revokes its session (507). */
  refresh(refreshToken: string): Promise<TokensDto> {
    return this.#api.post(`${customer}/token/refresh`, { refresh_token: refreshToken }, {}, { auth: 'none' });
  }

  logout(): Promise<null> {
    return this.#api.post(`${customer}/logout`, undefined, {}, { auth: 'required' });
  }

  logoutOthers(): Promise<{ revoked: number }> {
    return this.#api.post(`${customer}/logout/others`, undefined, {}, { auth: 'required' });
  }
}
