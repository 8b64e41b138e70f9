// What a BFF test file works with: a recording proxy (nextland-proxy.ts) in front of the run's real nextland
// (nextland-global.ts), and users made on that nextland.
import { TestAccounts } from 'nextland/testing';
import { inject } from 'vitest';
import { type NextlandProxy, startNextlandProxy } from './nextland-proxy.js';

export type TestNextland = NextlandProxy & { accounts: TestAccounts; demo: Record<string, number> };

export async function startNextland(): Promise<TestNextland> {
  const shared = inject('nextland');
  const proxy = await startNextlandProxy(shared.url);
  return Object.assign(proxy, { accounts: new TestAccounts(shared), demo: shared.demo });
}

/** Session cookies of a user, as a browser holds them after logging in. */
export function sessionCookies(tokens: { user_id: string; access_token: string; refresh_token: string }) {
  return { token: tokens.access_token, refresh_token: tokens.refresh_token, uid: tokens.user_id };
}
