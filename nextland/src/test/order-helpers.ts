// Helpers of the order tests: buyers with an address, sellers with goods, checkout and order calls.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEFAULT_SANDBOX_PAY_SECRET } from '../config.js';
import type { Db } from '../db/client.js';
import { addresses } from '../modules/address/schema.js';
import { customers } from '../modules/customer/schema.js';
import { goods } from '../modules/goods/schema.js';
import { GoodsStatus, SaleType } from '../modules/goods/status.js';
import type { CheckoutPreviewDto, OrderDto, PaymentDto } from '../modules/order/dto.js';
import { signSandboxNotification } from '../modules/payment/sandbox-provider.js';
import { createSession } from '../modules/session/service.js';
import { C, call } from './account-helpers.js';
import type { ApiContext } from './api-harness.js';

export const ORDER = `${C}/order`;
export type Use = () => ApiContext;

export async function person(db: Db, { province }: { province?: string } = {}) {
  const code = randomUUID().replaceAll('-', '').slice(0, 16);
  const [row] = await db
    .insert(customers)
    .values({ nickname: `order-${code.slice(0, 6)}`, invitationCode: code })
    .returning({ id: customers.id });
  const id = row?.id ?? 0;
  if (province) {
    await db.insert(addresses).values({
      customerId: id,
      recipientName: '收件人',
      phone: '13800001111',
      provinceCode: province,
      city: '杭州市',
      district: '西湖区',
      street: '文三路 1 号',
      isDefault: true,
    });
  }
  return { id, token: (await createSession(db, id)).access_token };
}

export const buyer = (db: Db) => person(db, { province: '330000' });

export async function item(db: Db, sellerId: number, spec: { price?: number; stock?: number } = {}) {
  const [row] = await db
    .insert(goods)
    .values({
      sellerId,
      title: `order goods ${randomUUID().slice(0, 8)}`,
      price: spec.price ?? 2500,
      stock: spec.stock ?? 5,
      status: GoodsStatus.ON_SALE,
      saleType: SaleType.FIXED_PRICE,
    })
    .returning({ id: goods.id });
  return row?.id ?? 0;
}

export async function goodsRow(db: Db, id: number) {
  const [row] = await db.select().from(goods).where(eq(goods.id, id));
  return row;
}

type Lines = { goodsId: number; quantity: number }[];
const wire = (lines: Lines) =>
  lines.map((line) => ({ goodsId: String(line.goodsId), quantity: line.quantity }));

export function preview(use: Use, token: string, lines?: Lines) {
  const body = lines ? { source: 'buyNow', lines: wire(lines) } : { source: 'cart' };
  return call<CheckoutPreviewDto>(use().app, 'POST', `${ORDER}/preview`, body, { token });
}

export function create(
  use: Use,
  token: string,
  body: { lines?: Lines; acceptedTotalFen: number; idempotencyKey?: string; addressId?: string },
) {
  const { lines, ...rest } = body;
  return call<PaymentDto>(
    use().app,
    'POST',
    `${ORDER}/create`,
    {
      idempotencyKey: randomUUID(),
      ...rest,
      ...(lines ? { source: 'buyNow', lines: wire(lines) } : { source: 'cart' }),
    },
    { token },
  );
}

/** Previews, then checks out at the previewed total. */
export async function buyNow(use: Use, token: string, lines: Lines): Promise<PaymentDto> {
  const priced = await preview(use, token, lines);
  expect(priced.status, JSON.stringify(priced.body)).toBe(200);
  const made = await create(use, token, { lines, acceptedTotalFen: priced.body.data.totalFen });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data;
}

export function orderCall(use: Use, token: string, verb: string, id: string, body?: unknown) {
  const method = verb.includes('detail') ? 'GET' : 'POST';
  return call<OrderDto>(use().app, method, `${ORDER}/${verb}/${id}`, body, { token });
}

export async function count(db: Db, table: string, where = sql`true`): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`)) as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** Makes the delayed jobs of `name` due now (the clock moves, nothing sleeps), then runs them. */
/**
 * Moves the queue's clock past `name`'s delay (the dev route e2e tests use too, so it is tested here) and
 * runs what fell due.
 */
export async function runDelayed(use: Use, name: string): Promise<void> {
  const reply = await call<{ moved: number }>(use().app, 'POST', '/dev/jobs/advance', {
    seconds: 366 * 86_400,
    queue: name,
  });
  expect(reply.body.code).toBe(200);
  expect(reply.body.data.moved).toBeGreaterThan(0);
}

/** A notification the sandbox would send (signed with its secret unless told otherwise), posted to nextland. */
export type SandboxNotice = { paymentId: string; amountFen: number; providerTxnId?: string; paid?: boolean };

export function notifySandbox(use: Use, body: SandboxNotice, secret = DEFAULT_SANDBOX_PAY_SECRET) {
  const signed = signSandboxNotification(secret, {
    providerTxnId: `txn-${randomUUID()}`,
    paid: true,
    paidAt: new Date().toISOString(),
    ...body,
  });
  return use().app.inject({
    method: 'POST',
    url: '/nextland-pay/notify/sandbox',
    headers: signed.headers,
    payload: signed.body,
  });
}

/** A buyer's checkout of two sellers' goods (1 of `a`, 2 of `b`, 3 in stock each): two orders, one payment. */
export async function twoOrders(use: Use) {
  const { db } = use();
  const me = await buyer(db);
  const [s1, s2] = [await person(db), await person(db)];
  const a = await item(db, s1.id, { stock: 3 });
  const b = await item(db, s2.id, { stock: 3 });
  const payment = await buyNow(use, me.token, [
    { goodsId: a, quantity: 1 },
    { goodsId: b, quantity: 2 },
  ]);
  return { me, s1, s2, a, b, payment };
}

export const paymentOf = (use: Use, token: string, id: string) =>
  call<PaymentDto>(use().app, 'GET', `${ORDER}/payment/detail/${id}`, undefined, { token });
