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
import {
  acceptedTotal,
  CART,
  checkout,
  formatStats,
  nextlandCpu,
  ORDER,
  type Payment,
  restOk,
  type Stats,
  stats,
} from './buying-http.js';
import { checkoutRace } from './checkout-race.js';

export const CHECKOUT_TARGET_RATIO = 2;

// Warm until the pool's connections have planned the checkout's statements: PostgreSQL plans a named statement
// for its parameters on each of its first five runs on a connection before it keeps a generic plan
// (https://www.postgresql.org/docs/current/sql-prepare.html), nextland's pool holds ten connections and a
// checkout's reads run on several at once, so its first few dozen checkouts after a start pay that planning
// (the claim statement's alone takes 2-3 ms here). The figure is of a server past its first minutes.
const WARMUP = Number(process.env.BENCH_CHECKOUT_WARMUP ?? 40);
const STOCK = 1000;

type CartLine = { goods: BenchGoods; quantity: number };

/**
 * Cancels the payment's orders through the REST route (their units go back on the shelf), then runs the jobs
 * the checkout and the cancels queued (messages, live events) through the stand-in route, so they do not run
 * during the next iteration's measurements. Outside production only; elsewhere they run when they run.
 */
async function cancelAll(nextlandUrl: string, buyer: Buyer, payment: Payment): Promise<void> {
  for (const order of payment.orders)
    await restOk(nextlandUrl, buyer.token, `${ORDER}/cancel/${order.id}`, {});
  await (await fetch(`${nextlandUrl}/dev/jobs/drain`, { method: 'POST' })).arrayBuffer();
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
  // CPU per operation, summed from the clock around each request (10 ms ticks average out over the samples).
  const cpu = nextlandCpu(nextlandUrl);
  const cpuOf = { read: 0, checkout: 0 };
  const cpuKnown = cpu() !== null;
  const samples = Number(process.env.BENCH_CHECKOUT_SAMPLES ?? 31);
  let orders = 0;
  for (let i = 0; i < WARMUP + samples; i++) {
    await fillCart(db, buyer.id, lines);
    const cpu0 = cpu() ?? 0;
    const read = await restOk<{ lineCount: number }>(nextlandUrl, buyer.token, `${CART}/list`);
    const cpu1 = cpu() ?? 0;
    if (read.data.lineCount !== lines.length) throw new Error(`cart has ${read.data.lineCount} lines`);
    const made = await checkout(nextlandUrl, buyer, totalFen);
    const cpu2 = cpu() ?? 0;
    if (made.status !== 200) throw new Error(`checkout: HTTP ${made.status} ${made.msg}`);
    orders = made.data.orders.length;
    await cancelAll(nextlandUrl, buyer, made.data);
    const stock = await stockOf(db, goods);
    if ([...stock.values()].some((n) => n !== STOCK)) throw new Error('stock was not restored by cancelling');
    if (i >= WARMUP) {
      reads.push(read.ms);
      checkouts.push(made.ms);
      cpuOf.read += cpu1 - cpu0;
      cpuOf.checkout += cpu2 - cpu1;
    }
  }
  return {
    read: stats(reads, cpuKnown ? cpuOf.read : null),
    checkout: stats(checkouts, cpuKnown ? cpuOf.checkout : null),
    orders,
    totalFen,
  };
}

function cpuRatio({ read, checkout }: { read: Stats; checkout: Stats }): string {
  if (read.cpuMs == null || checkout.cpuMs == null || read.cpuMs === 0) return 'ratio unknown';
  return `${(checkout.cpuMs / read.cpuMs).toFixed(2)}x`;
}

export async function benchCheckout(nextlandUrl: string, db: pg.Client): Promise<string[]> {
  const goods = await pickGoods(db, [2, 2, 1]);
  const deadlocksBefore = await deadlockCount(db);
  const paired = await checkoutAgainstCartRead(nextlandUrl, db, goods);
  const ratio = paired.checkout.p50 / Math.max(paired.read.p50, 0.001);
  const out = [
    `-- Checkout vs reading the same cart: 5 lines from 3 sellers, one buyer, sequential, alternated; ` +
      `cart rewritten and the ${paired.orders} orders cancelled (stock restored) between iterations --`,
    `GET cart/goods/list       ${formatStats(paired.read)}`,
    `POST order/create         ${formatStats(paired.checkout)}, a fresh idempotency key each`,
    `checkout/cart p50 ${ratio.toFixed(2)}x (target <= ${CHECKOUT_TARGET_RATIO}x): ` +
      `${ratio <= CHECKOUT_TARGET_RATIO ? 'meets' : 'MISSES'}; nextland CPU ${cpuRatio(paired)} ` +
      `(after the session's, a cart read is 2 SQL statements; a checkout 3 at once, then its claim and ` +
      `writes as one statement; decision 0026; ${WARMUP} untimed iterations first)`,
  ];
  out.push(...(await checkoutRace(nextlandUrl, db, goods)));
  const deadlocks = (await deadlockCount(db, 11_000)) - deadlocksBefore;
  out.push(`deadlocks reported by PostgreSQL during the checkout bench: ${deadlocks}`);
  return out;
}
