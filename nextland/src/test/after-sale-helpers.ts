// Helpers of the after-sale tests: a paid order of one seller's goods, moved as far as a test needs, and the
// after-sale calls as buyer and seller.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addresses } from '../modules/address/schema.js';
import type { AfterSaleDto } from '../modules/after-sale/dto.js';
import { AFTER_SALE } from '../modules/after-sale/routes.js';
import type { OrderDto } from '../modules/order/dto.js';
import { call } from './account-helpers.js';
import { buyer, buyNow, item, notifySandbox, orderCall, person, type Use } from './order-helpers.js';

export { AFTER_SALE };

/**
 * A buyer's paid order of `quantity` units of one seller's goods at ¥25.00, moved on to `status` (1 awaiting
 * shipment, 2 shipped, 3 completed). The seller has a default address (their return address).
 */
export async function paidOrder(use: Use, status: 1 | 2 | 3 = 1, quantity = 2) {
  const { db } = use();
  const me = await buyer(db);
  const seller = await person(db, { province: '310000' });
  const goodsId = await item(db, seller.id, { price: 2500, stock: 10 });
  const payment = await buyNow(use, me.token, [{ goodsId, quantity }]);
  const paid = await notifySandbox(use, { paymentId: payment.id, amountFen: payment.amountFen });
  expect(paid.statusCode).toBe(200);
  const id = payment.orders[0]?.id as string;
  if (status >= 2) {
    const shipped = await orderCall(use, seller.token, 'seller/ship', id, {
      carrierCode: 'SF',
      trackingNumber: 'SF123456789012',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  }
  if (status === 3) expect((await orderCall(use, me.token, 'confirm', id)).status).toBe(200);
  const order = (await orderCall(use, me.token, 'detail', id)).body.data as OrderDto;
  const [address] = await db.select().from(addresses).where(eq(addresses.customerId, seller.id));
  return {
    me,
    seller,
    order,
    line: order.lines[0] as OrderDto['lines'][number],
    addressId: String(address?.id),
  };
}

export type RequestBody = {
  orderId: string;
  type: 1 | 2;
  reasonCode?: string;
  description?: string;
  photoIds?: string[];
  lines: { orderLineId: string; amountFen: number }[];
};

export function ask(use: Use, token: string, body: RequestBody) {
  return call<AfterSaleDto>(
    use().app,
    'POST',
    `${AFTER_SALE}/create`,
    { reasonCode: 'damaged', ...body },
    { token },
  );
}

/** `verb` is a buyer route (`detail`, `withdraw`, `ship`) or a seller one (`seller/approve`, …). */
export function afterSaleCall(use: Use, token: string, verb: string, id: string, body?: unknown) {
  const method = verb.endsWith('detail') ? 'GET' : 'POST';
  return call<AfterSaleDto>(use().app, method, `${AFTER_SALE}/${verb}/${id}`, body, { token });
}

/** Asks for `amountFen` of the order's first line and expects it made. */
export async function asked(use: Use, token: string, order: OrderDto, amountFen: number, type: 1 | 2 = 1) {
  const line = order.lines[0] as OrderDto['lines'][number];
  const made = await ask(use, token, {
    orderId: order.id,
    type,
    lines: [{ orderLineId: line.id, amountFen }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data;
}

/** The messages of `kind` a customer has (delivered by the jobs that ran). */
export async function messagesOf(use: Use, customerId: number, kind: string): Promise<number> {
  const result = (await use().db.execute(
    sql`select count(*)::int as n from messages where customer_id = ${customerId} and kind = ${kind}`,
  )) as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
