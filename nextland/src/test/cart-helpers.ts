// Helpers of the cart cases: fresh buyers, sellers and goods straight in the database, and the cart calls.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cartLines } from '../modules/cart/schema.js';
import type { CartDto } from '../modules/cart/validators.js';
import { customers } from '../modules/customer/schema.js';
import { goods } from '../modules/goods/schema.js';
import { GoodsStatus, SaleType } from '../modules/goods/status.js';
import { createSession } from '../modules/session/service.js';
import { C, call } from './account-helpers.js';
import type { UseApi } from './api-suite.js';

export const CART = `${C}/cart/goods`;

export async function newUser(use: UseApi): Promise<{ id: number; token: string }> {
  const { db } = use();
  const code = randomUUID().replaceAll('-', '').slice(0, 16);
  const [row] = await db
    .insert(customers)
    .values({ nickname: `cart-${code.slice(0, 6)}`, invitationCode: code })
    .returning({ id: customers.id });
  const id = row?.id ?? 0;
  return { id, token: (await createSession(db, id)).access_token };
}

type GoodsSpec = { price?: number; stock?: number; status?: number; saleType?: number };

/** Fresh goods of a fresh seller (the seed's goods are read by other cases: these are the cart's own). */
export async function newGoods(use: UseApi, sellerId: number, spec: GoodsSpec = {}): Promise<number> {
  const [row] = await use()
    .db.insert(goods)
    .values({
      sellerId,
      title: `cart goods ${randomUUID().slice(0, 8)}`,
      price: spec.price ?? 1999,
      stock: spec.stock ?? 5,
      status: spec.status ?? GoodsStatus.ON_SALE,
      saleType: spec.saleType ?? SaleType.FIXED_PRICE,
    })
    .returning({ id: goods.id });
  return row?.id ?? 0;
}

export function cart(use: UseApi, token: string, verb: string, body?: unknown, lang = 'en') {
  return call<CartDto>(
    use().app,
    body === undefined && verb === 'list' ? 'GET' : 'POST',
    `${CART}/${verb}`,
    body,
    {
      token,
      lang,
    },
  );
}

export const add = (use: UseApi, token: string, goodsId: number, quantity: number, lang = 'en') =>
  cart(use, token, 'add', { goodsId: String(goodsId), quantity }, lang);

export async function count(use: UseApi, token: string): Promise<number> {
  const reply = await call<{ count: number }>(use().app, 'GET', `${CART}/count`, undefined, { token });
  expect(reply.status).toBe(200);
  return reply.body.data.count;
}

export async function rowsOf(use: UseApi, customerId: number) {
  return use().db.select().from(cartLines).where(eq(cartLines.customerId, customerId)).orderBy(cartLines.id);
}
