// Issue 11's checkout figures: a 5-line, 3-seller cart checked out against reading the same cart (p50 within
// 2x), each measured iteration starting from the same stock and the same cart; then 50 buyers checking out
// different carts over the same goods at once.
import type pg from 'pg';
import {
  type BenchGoods,
  type Buyer,
  createBuyers,
  deadlockCount,
  fillCart,
  pickGoods,
  setStock,
  stockOf,
} from './buying-db.js';
import { acceptedTotal, CART, checkout, ORDER, type Payment, restOk, stats } from './buying-http.js';
import { checkoutRace } from './checkout-race.js';

export const CHECKOUT_TARGET_RATIO = 2;
const STOCK = 1000;

type CartLine = { goods: BenchGoods; quantity: number };

/** Cancels the payment's orders through the REST route: their units go back on the shelf. */
async function cancelAll(nextlandUrl: string, buyer: Buyer, payment: Payment): Promise<void> {
  for (const order of payment.orders)
    await restOk(nextlandUrl, buyer.token, `${ORDER}/cancel/${order.id}`, {});
}

/**
 * Cart read and checkout of the same cart, alternated so drift on the shared machine falls on both. Before each
 * iteration the cart is written again and the previous iteration's orders are cancelled (stock restored), so
 * every checkout does the same work.
 */
async function checkoutAgainstCartRead(nextlandUrl: string, db: pg.Client, goods: BenchGoods[]) {
  const [buyer] = await createBuyers(db, 1, 'co');
  if (!buyer) throw new Error('no buyer');
  const lines: CartLine[] = goods.map((item, i) => ({ goods: item, quantity: 1 + (i % 3) }));
  await setStock(db, goods, STOCK);
  await fillCart(db, buyer.id, lines);
  const totalFen = await acceptedTotal(nextlandUrl, buyer);
  const reads: number[] = [];
  const checkouts: number[] = [];
  const warmup = 3;
  const samples = Number(process.env.BENCH_CHECKOUT_SAMPLES ?? 31);
  let orders = 0;
  for (let i = 0; i < warmup + samples; i++) {
    await fillCart(db, buyer.id, lines);
    const read = await restOk<{ lineCount: number }>(nextlandUrl, buyer.token, `${CART}/list`);
    if (read.data.lineCount !== lines.length) throw new Error(`cart has ${read.data.lineCount} lines`);
    const made = await checkout(nextlandUrl, buyer, totalFen);
    if (made.status !== 200) throw new Error(`checkout: HTTP ${made.status} ${made.msg}`);
    orders = made.data.orders.length;
    await cancelAll(nextlandUrl, buyer, made.data);
    const stock = await stockOf(db, goods);
    if ([...stock.values()].some((n) => n !== STOCK)) throw new Error('stock was not restored by cancelling');
    if (i >= warmup) {
      reads.push(read.ms);
      checkouts.push(made.ms);
    }
  }
  return { read: stats(reads), checkout: stats(checkouts), orders, totalFen };
}

export async function benchCheckout(nextlandUrl: string, db: pg.Client): Promise<string[]> {
  const goods = await pickGoods(db, [2, 2, 1]);
  const deadlocksBefore = await deadlockCount(db);
  const paired = await checkoutAgainstCartRead(nextlandUrl, db, goods);
  const ratio = paired.checkout.p50 / Math.max(paired.read.p50, 0.001);
  const out = [
    `-- Checkout vs reading the same cart: 5 lines from 3 sellers, one buyer, sequential, alternated; ` +
      `cart rewritten and the ${paired.orders} orders cancelled (stock restored) between iterations --`,
    `GET cart/goods/list      p50 ${paired.read.p50.toFixed(2).padStart(7)} ms  p95 ${paired.read.p95.toFixed(2).padStart(7)} ms`,
    `POST order/create        p50 ${paired.checkout.p50.toFixed(2).padStart(7)} ms  p95 ${paired.checkout.p95.toFixed(2).padStart(7)} ms` +
      `  (${paired.checkout.samples} samples, fresh idempotency key each)`,
    `checkout/cart p50 ${ratio.toFixed(2)}x (target <= ${CHECKOUT_TARGET_RATIO}x): ` +
      (ratio <= CHECKOUT_TARGET_RATIO ? 'meets' : 'MISSES'),
  ];
  out.push(...(await checkoutRace(nextlandUrl, db, goods)));
  const deadlocks = (await deadlockCount(db, 11_000)) - deadlocksBefore;
  out.push(`deadlocks reported by PostgreSQL during the checkout bench: ${deadlocks}`);
  return out;
}
