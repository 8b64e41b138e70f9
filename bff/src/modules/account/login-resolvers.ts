// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Platform login and first-time registration. The state and the registration ticket live in httpOnly cookies;
// a successful login or registration writes the session cookies (session/session.ts).
import { badUserInput } from '../../errors.js';
import type { MutationResolvers, UserError } from '../../generated/graphql.js';
import { bffMessage } from '../../messages.js';
import type { LoginDto, TokensDto } from '../../rest/contract.js';
import { cookieLifetimes, cookieNames, loginStateCookie } from '../../session/cookies.js';
import { attempt, userError } from '../../user-errors.js';
import { authorizeUrl, isValidRedirectUri, newLoginState, sameState } from './login-state.js';
import type { LoginPayloadParent } from './mappers.js';

function failedLogin(userErrors: UserError[]): LoginPayloadParent {
  return { status: null, openid: null, unionid: null, userErrors };
}

/** A known account's tokens; null when the reply is a registration in progress. */
function sessionTokens(dto: LoginDto): TokensDto | null {
  const { access_token, refresh_token, expires_in } = dto;
  return access_token && refresh_token && expires_in ? { access_token, refresh_token, expires_in } : null;
}

export const loginMutations: MutationResolvers = {
  startLogin: async (_root, { redirectUri }, { config, cookies, loginStates, locale }) => {
    if (!isValidRedirectUri(redirectUri)) {
      const message = bffMessage(locale, 'redirectUri');
      throw badUserInput(message, [{ field: 'redirectUri', message }]);
    }
    const state = newLoginState();
    await loginStates.issue(state, config.loginStateSeconds);
    cookies.set(loginStateCookie(config.cookieSecure), state, config.loginStateSeconds);
    const params = { appid: config.wxAppid, redirectUri, state, locale };
    return { authorizeUrl: authorizeUrl(config.wxAuthorizeUrl, params) };
  },

  login: async (_root, args, context) => {
    const { config, cookies, loginStates, session, account, dataSources, locale } = context;
    const { code, state } = args;
    const name = loginStateCookie(config.cookieSecure);
    const issued = cookies.get(name);
    // One use: a state is never accepted twice, whatever the outcome. The cookie ties it to this browser and
    // the store to this server's issue (single use, 10 minutes), so a replayed cookie proves nothing.
    if (issued) cookies.clear(name);
    if (!sameState(issued, state) || !(await loginStates.consume(state))) {
      return failedLogin([userError('INVALID', bffMessage(locale, 'loginState'), 'state')]);
    }
    const { value, userErrors } = await attempt(dataSources.account.login(config.wxAppid, code));
    if (!value) return failedLogin(userErrors);
    const identity = { openid: value.openid, unionid: value.unionid, userErrors: [] };
    const tokens = sessionTokens(value);
    if (tokens && value.user_id) {
      session.establish(tokens, value.user_id);
      cookies.clear(cookieNames.registration);
      account.resetViewer();
      return { status: 'LOGGED_IN', ...identity };
    }
    if (!value.registration_ticket) {
      // Outside the contract: a bug to log, masked for the client.
      throw new Error('wx/login answered neither tokens nor a registration ticket');
    }
    // Whoever was logged in on this browser is not the person registering.
    session.clear();
    account.resetViewer();
    cookies.set(cookieNames.registration, value.registration_ticket, cookieLifetimes.registrationSeconds);
    return { status: 'REGISTRATION_REQUIRED', ...identity };
  },

  sendSmsCode: async (_root, { phone }, { cookies, dataSources, locale }) => {
    if (!cookies.get(cookieNames.registration)) {
      return {
        resendIn: null,
        expiresIn: null,
        userErrors: [userError('INVALID', bffMessage(locale, 'noRegistration'), 'ticket')],
      };
    }
    const { value, userErrors } = await attempt(dataSources.account.sendSmsCode(phone));
    return { resendIn: value?.resendIn ?? null, expiresIn: value?.expiresIn ?? null, userErrors };
  },

  register: async (_root, { input }, { cookies, session, account, dataSources, locale }) => {
    const ticket = cookies.get(cookieNames.registration);
    if (!ticket) {
      const noTicket = userError('INVALID', bffMessage(locale, 'noRegistration'), 'ticket');
      return { succeeded: false, userErrors: [noTicket] };
    }
    const { value, userErrors } = await attempt(
      dataSources.account.register({
        registration_ticket: ticket,
        phone: input.phone,
        sms_code: input.smsCode,
        invitation_code: input.invitationCode || undefined,
        // Sent as given: nextland refuses `false` with a 400 naming the `consent` field in the request
        // language (one rule, one message).
        consent: input.consent,
      }),
    );
    if (!value) {
      // A rejected ticket or an identity registered meanwhile cannot succeed later: log in again.
      if (userErrors.some((e) => e.field === 'ticket' || e.code === 'CONFLICT')) {
        cookies.clear(cookieNames.registration);
      }
      return { succeeded: false, userErrors };
    }
    session.establish(value, value.user_id);
    cookies.clear(cookieNames.registration);
    account.resetViewer();
    return { succeeded: true, userErrors: [] };
  },
};
