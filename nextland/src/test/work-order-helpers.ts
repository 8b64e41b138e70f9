// Helpers of the works checkout tests (decision 0023): works straight in the database, the works cart,
// checkout and library calls.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import type { CartDto } from '../modules/cart/validators.js';
import { GoodsStatus } from '../modules/goods/status.js';
import type { PaymentDto } from '../modules/order/dto.js';
import { works } from '../modules/work/schema.js';
import { C, call } from './account-helpers.js';
import { ORDER, type Use } from './order-helpers.js';

export async function work(db: Db, sellerId: number, spec: { price?: number; editions?: number } = {}) {
  const [row] = await db
    .insert(works)
    .values({
      sellerId,
      title: `order work ${randomUUID().slice(0, 8)}`,
      originalLang: 'zh-cn',
      mediaType: 'image',
      licence: 'personal',
      editionSize: spec.editions ?? 5,
      price: spec.price ?? 8800,
      status: GoodsStatus.ON_SALE,
    })
    .returning({ id: works.id });
  return row?.id ?? 0;
}

export async function workRow(db: Db, id: number) {
  const [row] = await db.select().from(works).where(eq(works.id, id));
  return row;
}

export const worksCart = (use: Use, token: string, verb: string, body?: unknown) =>
  call<CartDto>(use().app, body === undefined ? 'GET' : 'POST', `${C}/cart/opus/${verb}`, body, { token });

type Preview = { totalFen: number; problems: { workId: string; code: string }[]; sellers: unknown[] };

export function previewWorks(use: Use, token: string, workIds?: number[]) {
  const body = workIds
    ? { source: 'buyNow', lines: workIds.map((id) => ({ workId: String(id) })) }
    : { source: 'cart' };
  return call<Preview>(use().app, 'POST', `${ORDER}/opus/preview`, body, { token });
}

export function createWorks(
  use: Use,
  token: string,
  body: { workIds?: number[]; acceptedTotalFen: number; idempotencyKey?: string },
) {
  const { workIds, ...rest } = body;
  return call<PaymentDto>(
    use().app,
    'POST',
    `${ORDER}/opus/create`,
    {
      idempotencyKey: randomUUID(),
      ...rest,
      ...(workIds
        ? { source: 'buyNow', lines: workIds.map((id) => ({ workId: String(id) })) }
        : { source: 'cart' }),
    },
    { token },
  );
}

export async function buyWorks(use: Use, token: string, workIds: number[]): Promise<PaymentDto> {
  const priced = await previewWorks(use, token, workIds);
  expect(priced.status, JSON.stringify(priced.body)).toBe(200);
  const made = await createWorks(use, token, { workIds, acceptedTotalFen: priced.body.data.totalFen });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data;
}

export type LibraryPage = {
  records: { id: string; orderId: string; work: { id: string; title: string }; cursor: string }[];
  nextCursor: string | null;
  hasNext: boolean;
  total: number;
};

export const library = (use: Use, token: string, query = '') =>
  call<LibraryPage>(use().app, 'GET', `${C}/library/list${query}`, undefined, { token });
