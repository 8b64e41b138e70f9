// Session cookies for a user of the fake nextland, as a browser holds them after logging in.
import type { FakeNextland } from './fake-nextland.js';

export function sessionCookies(fake: FakeNextland, userId: string): Record<string, string> {
  const tokens = fake.accounts.issue(userId);
  return { token: tokens.access_token, refresh_token: tokens.refresh_token, uid: userId };
}
