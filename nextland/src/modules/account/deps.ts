import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { SmsProvider } from '../sms/provider.js';
import type { WxPlatform } from './wx-client.js';

/** What the account routes need, built once in app.ts. */
export type AccountDeps = {
  db: Db;
  authSecret: string;
  platform: WxPlatform;
  limiter: RateLimiter;
  limits: Config['rateLimits'];
  sms: SmsProvider;
};

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
