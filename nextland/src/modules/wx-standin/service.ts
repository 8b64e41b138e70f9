import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { randomToken } from '../../lib/tokens.js';
import { customers } from '../customer/schema.js';
import { wxStandinCodes } from './schema.js';

export const CODE_TTL_MS = 10 * 60 * 1000;

/** Accounts offered on the authorize page: every customer with a platform identity. */
export function listDemoAccounts(db: Db) {
  return db
    .select({
      id: customers.id,
      nickname: customers.nickname,
      avatarUrl: customers.avatarUrl,
      type: customers.type,
      openid: customers.openid,
      unionid: customers.unionid,
    })
    .from(customers)
    .where(isNotNull(customers.unionid))
    .orderBy(asc(customers.type), asc(customers.id))
    .limit(50);
}

/** Issues a one-time code for a demo account (by customer id) or a brand-new identity ('new'). */
export async function issueCode(db: Db, appid: string, account: string): Promise<string | null> {
  let identity: { openid: string; unionid: string };
  if (account === 'new') {
    identity = { openid: `o${randomToken(18)}`, unionid: `u${randomToken(18)}` };
  } else {
    const id = /^\d{1,15}$/.test(account) ? Number(account) : 0;
    const [row] = await db
      .select({ openid: customers.openid, unionid: customers.unionid })
      .from(customers)
      .where(and(eq(customers.id, id), isNotNull(customers.unionid)));
    if (!row?.unionid) return null;
    identity = { openid: row.openid ?? `o${row.unionid}`, unionid: row.unionid };
  }
  const code = randomToken(24);
  await db
    .insert(wxStandinCodes)
    .values({ code, appid, ...identity, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
  return code;
}

export type Redeemed = { openid: string; unionid: string } | { errcode: number; errmsg: string };

/** Marks the code used in one statement, so two concurrent exchanges cannot both succeed. */
export async function redeemCode(db: Db, appid: string, code: string): Promise<Redeemed> {
  const now = new Date();
  const [used] = await db
    .update(wxStandinCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(wxStandinCodes.code, code),
        eq(wxStandinCodes.appid, appid),
        isNull(wxStandinCodes.usedAt),
        gt(wxStandinCodes.expiresAt, now),
      ),
    )
    .returning({ openid: wxStandinCodes.openid, unionid: wxStandinCodes.unionid });
  if (used) return used;
  const [known] = await db
    .select({ usedAt: wxStandinCodes.usedAt })
    .from(wxStandinCodes)
    .where(eq(wxStandinCodes.code, code));
  if (known?.usedAt) return { errcode: 40163, errmsg: 'code been used' };
  return { errcode: 40029, errmsg: 'invalid code' };
}

/** True when `uri` is an absolute http(s) URL on one of the allowed origins. */
export function isAllowedRedirect(uri: string, origins: string[]): boolean {
  try {
    const url = new URL(uri);
    return (url.protocol === 'http:' || url.protocol === 'https:') && origins.includes(url.origin);
  } catch {
    return false;
  }
}
