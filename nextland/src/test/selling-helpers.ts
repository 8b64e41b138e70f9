// Helpers of the selling cases: sellers of each account type, their goods and works straight in the database.
// A fixture, not a module's code: it arranges rows directly (as the other helpers here do), so it lives with the
// test harness rather than in modules/selling, where the table-ownership rule reads production writes.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories } from '../modules/category/schema.js';
import { AccountType } from '../modules/customer/account-type.js';
import { customers } from '../modules/customer/schema.js';
import { goods, goodsImages } from '../modules/goods/schema.js';
import { GoodsStatus } from '../modules/goods/status.js';
import type { ItemKind } from '../modules/selling/items.js';
import { createSession } from '../modules/session/service.js';
import { workImages, works } from '../modules/work/schema.js';
import { call } from './account-helpers.js';
import type { ApiContext } from './api-harness.js';

export type Use = () => ApiContext;
export type Person = { id: number; token: string };

export async function personOfType(db: Db, type: AccountType = AccountType.REAL_NAME): Promise<Person> {
  const code = randomUUID().replaceAll('-', '').slice(0, 16);
  const [row] = await db
    .insert(customers)
    .values({ nickname: `sell-${code.slice(0, 6)}`, invitationCode: code, type })
    .returning({ id: customers.id });
  const id = row?.id ?? 0;
  return { id, token: (await createSession(db, id)).access_token };
}

/** The seed's category `code` (painting and calligraphy need review). */
export async function categoryId(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.code, code));
  return row?.id ?? 0;
}

type Spec = { status?: number; categoryId?: number | null; updatedAt?: Date };

/**
 * A whole item (it passes the release check): titled, described, priced, stocked, with a cover image, in
 * ceramics (no review) unless `spec.categoryId` says otherwise.
 */
export async function newItem(db: Db, kind: ItemKind, sellerId: number, spec: Spec = {}): Promise<number> {
  const common = {
    sellerId,
    title: `sell ${kind} ${randomUUID().slice(0, 8)}`,
    description: 'A whole item for the selling tests',
    price: 3000,
    status: spec.status ?? GoodsStatus.DRAFT,
    categoryId: spec.categoryId === undefined ? await categoryId(db, 'ceramics') : spec.categoryId,
    ...(spec.updatedAt ? { updatedAt: spec.updatedAt } : {}),
  };
  const cover = { position: 0, url: '/files/demo/cover.webp', width: 800, height: 800 };
  if (kind === 'goods') {
    const [row] = await db
      .insert(goods)
      .values({ ...common, stock: 5 })
      .returning({ id: goods.id });
    const id = row?.id ?? 0;
    await db.insert(goodsImages).values({ ...cover, goodsId: id });
    return id;
  }
  const [row] = await db
    .insert(works)
    .values({ ...common, originalLang: 'zh-cn', mediaType: 'image', licence: 'personal', editionSize: 10 })
    .returning({ id: works.id });
  const id = row?.id ?? 0;
  await db.insert(workImages).values({ ...cover, workId: id });
  return id;
}

export async function statusOf(db: Db, kind: ItemKind, id: number) {
  const table = kind === 'goods' ? goods : works;
  const [row] = await db
    .select({ status: table.status, deletedAt: table.deletedAt })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

const SITE = '/nextland-site/api/framework/v1/site';
export const prefix = (kind: ItemKind) => `${SITE}/${kind}`;
export const deletePath = (kind: ItemKind, id: number | string) =>
  kind === 'goods' ? `${SITE}/delete/${id}` : `${SITE}/opus/delete/${id}`;

export function post<T = unknown>(use: Use, url: string, token: string, body?: unknown, lang = 'en') {
  return call<T>(use().app, 'POST', url, body, { token, lang });
}
