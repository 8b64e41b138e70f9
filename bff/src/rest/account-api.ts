// nextland login, registration and session routes (docs/api-contract.md, "Accounts (customer)").
import type { LoginDto, RegisterBody, RegisterDto, SmsSentDto, TokensDto } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const customer = '/nextland-customer/api/framework/v1/customer';

export class AccountApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  login(appid: string, code: string): Promise<LoginDto> {
    return this.#api.post(`${customer}/wx/login`, { body: { appid, code, loginType: 0 } }, { auth: 'none' });
  }

  sendSmsCode(phone: string): Promise<SmsSentDto> {
    return this.#api.post(`${customer}/sms/send`, { body: { phone, scene: 'register' } }, { auth: 'none' });
  }

  register(body: RegisterBody): Promise<RegisterDto> {
    return this.#api.post(`${customer}/register`, { body }, { auth: 'none' });
  }

  /** Rotates both tokens; a refresh token presented twice revokes its session (507). */
  refresh(refreshToken: string): Promise<TokensDto> {
    return this.#api.post(
      `${customer}/token/refresh`,
      { body: { refresh_token: refreshToken } },
      { auth: 'none' },
    );
  }

  logout(): Promise<null> {
    return this.#api.post(`${customer}/logout`, {}, { auth: 'required' });
  }

  logoutOthers(): Promise<{ revoked: number }> {
    return this.#api.post(`${customer}/logout/others`, {}, { auth: 'required' });
  }
}
