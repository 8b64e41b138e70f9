// 50 buyers check out 50 different carts at once, over the same five goods (so they queue on the same stock
// rows): first with stock for everyone (all must succeed), then with one item short (exactly the units there
// are must sell, every other answer a clean 409 naming it). No 5xx, and stock must add up exactly.
import type pg from 'pg';
import { type BenchGoods, type Buyer, createBuyers, fillCart, setStock, stockOf } from './buying-db.js';
import { acceptedTotal, checkout, stats } from './buying-http.js';

const BUYERS = 50;
const PLENTY = 1000;
/** Units of the contended item in the short round: fewer than the buyers who want one. */
const SHORT = 20;

type Line = { goods: BenchGoods; quantity: number };
type RefusalData = { lines?: { goodsId: string; code: string }[] };

/** Buyer i's cart: 3–5 of the goods from a rotating start, 1–3 units each (the `first` item always, once). */
function cartOf(i: number, goods: BenchGoods[], first: boolean): Line[] {
  const size = 3 + (i % 3);
  const lines: Line[] = [];
  for (let j = 0; j < size; j++) {
    const item = goods[(i + j) % goods.length] as BenchGoods;
    lines.push({ goods: item, quantity: 1 + ((i + j) % 3) });
  }
  if (!first) return lines;
  const contended = goods[0] as BenchGoods;
  return [{ goods: contended, quantity: 1 }, ...lines.filter((line) => line.goods.id !== contended.id)];
}

/** `named`: the lines a 409 names (`data.lines`, e.g. `#45 SOLD_OUT`). */
type Outcome = { buyer: number; status: number; named: string; ms: number };

async function round(
  nextlandUrl: string,
  db: pg.Client,
  buyers: Buyer[],
  goods: BenchGoods[],
  short: boolean,
): Promise<{ lines: string[]; ok: boolean }> {
  const carts = buyers.map((_, i) => cartOf(i, goods, short));
  await setStock(db, goods, PLENTY);
  const totals: number[] = [];
  for (const [i, buyer] of buyers.entries()) {
    await fillCart(db, buyer.id, carts[i] as Line[]);
    totals.push(await acceptedTotal(nextlandUrl, buyer));
  }
  if (short) await setStock(db, goods.slice(0, 1), SHORT);
  const before = await stockOf(db, goods);
  const started = performance.now();
  const outcomes: Outcome[] = await Promise.all(
    buyers.map(async (buyer, i) => {
      const reply = await checkout(nextlandUrl, buyer, totals[i] as number);
      const refused = reply.status === 409 ? (reply.data as unknown as RefusalData | null) : null;
      const named = (refused?.lines ?? []).map((line) => `#${line.goodsId} ${line.code}`).join(' ');
      return { buyer: i, status: reply.status, named, ms: reply.ms };
    }),
  );
  const wall = performance.now() - started;
  const ok = outcomes.filter((o) => o.status === 200);
  // Clean: a 409 that names the line it could not have, as the web shows it.
  const soldOut = outcomes.filter((o) => o.status === 409 && o.named.length > 0);
  const serverErrors = outcomes.filter((o) => o.status >= 500);
  const other = outcomes.length - ok.length - soldOut.length - serverErrors.length;

  // Stock: what was there minus exactly the units of the carts that were checked out.
  const expected = new Map(before);
  for (const o of ok) {
    for (const line of carts[o.buyer] as Line[]) {
      expected.set(line.goods.id, (expected.get(line.goods.id) ?? 0) - line.quantity);
    }
  }
  const after = await stockOf(db, goods);
  const stockExact = [...expected].every(([id, n]) => after.get(id) === n);
  const orderRows = await db.query<{ n: string }>(
    'select count(distinct buyer_id) as n from orders where buyer_id = any($1::bigint[]) and status = 0',
    [buyers.map((b) => b.id)],
  );
  const buyersWithOrders = Number(orderRows.rows[0]?.n ?? 0);
  const wantOk = short ? SHORT : BUYERS;
  const pass =
    ok.length === wantOk &&
    soldOut.length === BUYERS - wantOk &&
    serverErrors.length === 0 &&
    other === 0 &&
    stockExact &&
    buyersWithOrders === wantOk;
  const latency = stats(outcomes.map((o) => o.ms));
  const codes = [...new Set(soldOut.map((o) => o.named))].join(', ') || 'none';
  const title = short
    ? `${BUYERS} at once, ${SHORT} units of the item every cart holds`
    : `${BUYERS} at once, stock for all`;
  return {
    ok: pass,
    lines: [
      `${title}: ${ok.length} checked out, ${soldOut.length} clean 409 (naming ${codes}), ` +
        `${serverErrors.length} 5xx, ${other} other | wall ${wall.toFixed(0)} ms, ` +
        `per checkout p50 ${latency.p50.toFixed(0)} ms p95 ${latency.p95.toFixed(0)} ms`,
      `${''.padEnd(4)}stock afterwards ${stockExact ? 'exactly' : 'NOT'} before minus the checked-out carts ` +
        `(${[...after].map(([id, n]) => `#${id}: ${before.get(id)} -> ${n}`).join(', ')}); ` +
        `buyers with new orders ${buyersWithOrders} | ${pass ? 'meets' : 'MISSES'} (expected ${wantOk} checked out)`,
    ],
  };
}

export async function checkoutRace(
  nextlandUrl: string,
  db: pg.Client,
  goods: BenchGoods[],
): Promise<string[]> {
  const out = [
    `-- ${BUYERS} concurrent checkouts of ${BUYERS} buyers' different carts over the same 5 goods --`,
  ];
  const first = await createBuyers(db, BUYERS, 'ra');
  out.push(...(await round(nextlandUrl, db, first, goods, false)).lines);
  const second = await createBuyers(db, BUYERS, 'rb');
  out.push(...(await round(nextlandUrl, db, second, goods, true)).lines);
  await setStock(db, goods, PLENTY);
  return out;
}
