// Demo accounts for the login stand-in: each has a platform unionid, so it appears on the authorize page.

import { like } from 'drizzle-orm';
import { AccountType } from '../../modules/customer/account-type.js';
import { customers } from '../../modules/customer/schema.js';
import { messages } from '../../modules/message/schema.js';
import type { Db } from '../client.js';
import { renderAvatar } from './artwork.js';
import { seedDemoAddresses } from './demo-addresses.js';
import { seedDemoAfterSales } from './demo-after-sales.js';
import { seedDemoApplications } from './demo-applications.js';
import { seedDemoLots } from './demo-lots.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemoSelling } from './demo-selling.js';
import { seedDemoSettlement } from './demo-settlement.js';
import type { SeedFile } from './files.js';
import type { PrivateSeedFile } from './identity-images.js';
import { createRng } from './prng.js';

type DemoSeed = {
  key: string;
  nickname: string;
  type: AccountType;
  realName: string | null;
  phone: string;
  code: string;
  bio: string | null;
};

export const DEMO_ACCOUNTS: DemoSeed[] = [
  {
    key: 'official',
    nickname: 'Nextland 官方',
    type: AccountType.OFFICIAL,
    realName: '官方账号',
    phone: '13800000000',
    code: 'OFFICIAL',
    bio: '平台官方账号，负责认证审核与内容管理。',
  },
  {
    key: 'verified',
    nickname: '林晚',
    type: AccountType.REAL_NAME,
    realName: '林晚',
    phone: '13800000001',
    code: 'LINWAN22',
    bio: '已实名的买家与卖家。',
  },
  {
    key: 'newcomer',
    nickname: '访客阿言',
    type: AccountType.UNVERIFIED,
    realName: null,
    phone: '13800000002',
    code: 'AYAN2026',
    bio: null,
  },
  {
    key: 'creator',
    nickname: '溪月工作室',
    type: AccountType.CREATOR,
    realName: '沈知白',
    phone: '13800000003',
    code: 'XIYUE333',
    bio: '独立创作者，做小批量的陶瓷器物。',
  },
];

/** Unionid of a demo account (tests and docs refer to them by key). */
export function demoUnionid(key: string): string {
  return `demo-${key}`;
}

export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(like(customers.unionid, 'demo-%'))
    .limit(1);
  return rows.length > 0;
}

/** Files the seed writes once its transaction commits: public artwork and private identity images. */
export type SeedOutput = { files: SeedFile[]; privateFiles: PrivateSeedFile[] };

/** Inserts the demo accounts plus a few pending applications and messages; returns how many accounts. */
export async function seedDemoAccounts(
  tx: Db,
  out: SeedOutput,
  now: number,
  authSecret: string,
): Promise<number> {
  // Its own generator, so the catalogue's artwork stays the same as before these accounts existed.
  const rng = createRng(4242);
  const rows = await tx
    .insert(customers)
    .values(
      DEMO_ACCOUNTS.map((a) => {
        out.files.push({ path: `avatars/demo-${a.key}.svg`, content: renderAvatar(rng) });
        return {
          nickname: a.nickname,
          type: a.type,
          bio: a.bio,
          realName: a.realName,
          phone: a.phone,
          invitationCode: a.code,
          openid: `o-demo-${a.key}`,
          unionid: demoUnionid(a.key),
          avatarUrl: `/files/avatars/demo-${a.key}.svg`,
          avatarWidth: 256,
          avatarHeight: 256,
          createdAt: new Date(now - 30 * 86_400_000),
        };
      }),
    )
    .returning({ id: customers.id });
  const id = (key: string) => rows[DEMO_ACCOUNTS.findIndex((a) => a.key === key)]?.id as number;
  const day = (n: number) => new Date(now - n * 86_400_000);
  await seedDemoApplications(tx, { id, day, authSecret, privateFiles: out.privateFiles });
  await seedDemoAddresses(tx, { id, day });
  await seedDemoOrders(tx, { id });
  await seedDemoSelling(tx, { id, day });
  await seedDemoAfterSales(tx, { id });
  await seedDemoSettlement(tx, { id, now, authSecret });
  await seedDemoLots(tx, { id, now });
  await tx.insert(messages).values([
    ...DEMO_ACCOUNTS.map((a, i) => ({
      customerId: rows[i]?.id as number,
      kind: 'welcome' as const,
      params: { nickname: a.nickname },
      createdAt: day(30),
    })),
    { customerId: id('creator'), kind: 'reviewApproved', params: { kind: 'creator' }, createdAt: day(19) },
  ]);
  return rows.length;
}
