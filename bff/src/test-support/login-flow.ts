// Drives the login flow of a test BFF like a browser: startLogin, then login with the state it issued.
import type { FastifyInstance } from 'fastify';
import { BrowserCookies } from './set-cookies.js';
import { type GraphqlReply, postGraphql } from './test-app.js';

export const redirectUri = 'http://localhost:3000/login/callback';

export const loginMutation = `mutation Login($code: String!, $state: String!) {
  login(code: $code, state: $state) {
    status openid unionid viewer { id nickname type } userErrors { field code message retryAfter }
  }
}`;

/** startLogin in a fresh browser: its cookies, the reply, the authorize URL and the state it carries. */
export async function startLogin(app: FastifyInstance) {
  const browser = new BrowserCookies();
  const reply = await postGraphql(
    app,
    'mutation S($uri: String!) { startLogin(redirectUri: $uri) { authorizeUrl } }',
    {
      variables: { uri: redirectUri },
    },
  );
  browser.apply(reply.headers);
  const start = reply.body.data?.startLogin as { authorizeUrl: string } | undefined;
  const url = new URL(start?.authorizeUrl ?? 'missing:');
  return { browser, reply, url, state: url.searchParams.get('state') ?? '' };
}

/** A browser that logged in with `code` (a registration in progress for a code of the stand-in's "new user"). */
export async function loggedInWith(app: FastifyInstance, code: string) {
  const { browser, state } = await startLogin(app);
  const reply = await postGraphql(app, loginMutation, {
    variables: { code, state },
    cookies: browser.values,
  });
  browser.apply(reply.headers);
  return { browser, reply };
}

/** The field of a mutation payload's first user error. */
export function firstErrorField(reply: GraphqlReply, mutation: string): string | null | undefined {
  const payload = reply.body.data?.[mutation] as { userErrors: { field: string | null }[] } | undefined;
  return payload?.userErrors[0]?.field;
}
