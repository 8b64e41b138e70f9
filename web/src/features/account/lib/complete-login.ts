import type { ApolloClient } from '@apollo/client';
import type { SessionStore } from '../../../stores/session-store.js';
import { LoginMutation } from '../api/login.js';
import type { LoginCallbackParams } from './login-callback-params.js';
import { takeReturnPath } from './return-path.js';
import { toUserInfo } from './user-info.js';

export type LoginOutcome =
  | { kind: 'loggedIn'; nickname: string; returnTo: string | null }
  /** `returnTo`: where the login started, carried through registration (the login page's `?next=`). */
  | { kind: 'registrationRequired'; returnTo: string | null }
  | { kind: 'failed'; message: string | null };

/**
 * Exchanges the platform's one-time `code` (with the `state` the BFF issued) for a session. The BFF checks
 * `state` against its httpOnly cookie; a mismatch comes back as a userError and nothing is logged in.
 */
export async function completeLogin(
  client: ApolloClient,
  session: SessionStore,
  params: LoginCallbackParams,
): Promise<LoginOutcome> {
  let payload: Awaited<ReturnType<typeof mutate>>;
  try {
    payload = await mutate(client, params);
  } catch {
    return { kind: 'failed', message: null };
  }
  if (!payload || payload.userErrors.length > 0) {
    return { kind: 'failed', message: payload?.userErrors[0]?.message ?? null };
  }
  if (payload.status === 'LOGGED_IN' && payload.viewer) {
    session.signedIn(toUserInfo(payload.viewer));
    return { kind: 'loggedIn', nickname: payload.viewer.nickname, returnTo: takeReturnPath() };
  }
  if (payload.status === 'REGISTRATION_REQUIRED' && payload.openid && payload.unionid) {
    session.startRegistration({ openid: payload.openid, unionid: payload.unionid });
    return { kind: 'registrationRequired', returnTo: takeReturnPath() };
  }
  return { kind: 'failed', message: null };
}

async function mutate(client: ApolloClient, { code, state }: LoginCallbackParams) {
  const result = await client.mutate({ mutation: LoginMutation, variables: { code, state } });
  return result.data?.login ?? null;
}
