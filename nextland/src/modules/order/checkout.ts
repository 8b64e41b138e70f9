// Checkout (decision 0019): one transaction makes one order per seller and one payment, reserving stock; a
// replay of the same idempotency key answers the first attempt's payment and makes nothing. A checkout of
// works (decision 0023) is the same path without address or postage, reserving editions.
//
// Its cost is round trips, so it keeps them few (decision 0025): reads that need no lock run at once before
// the transaction; inside it, each kind of row is written by one statement whatever the number of sellers,
// and the reply is made from the rows written, not read back.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeStatement, preparedPerDb } from '../../db/prepared.js';
import { AppError, ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { formatMoney } from '../../lib/money.js';
import { readTogether } from '../../lib/read-together.js';
import { CartItemKind } from '../cart/schema.js';
import { customers } from '../customer/schema.js';
import { goods } from '../goods/schema.js';
import { moveGoods } from '../goods/service.js';
import { GoodsStatus } from '../goods/status.js';
import { payments } from '../payment/schema.js';
import {
  type AddressRow,
  addressOf,
  type CheckoutInput,
  checkoutNoPostageRules,
  isWorks,
  wantedLines,
} from './checkout-input.js';
import { price } from './checkout-preview.js';
import type { OrderContext } from './context.js';
import type { PaymentDto } from './dto.js';
import { lockWorks, refuseOwnedWorks, reserveEditions } from './editions.js';
import {
  cashierInTransaction,
  openPayment,
  openPaymentRow,
  paymentDtoOf,
  paymentView,
} from './payment-view.js';
import type { NoPostageRule, PricedCheckout, Problem } from './pricing.js';
import { checkouts } from './schema.js';
import { ordersViewOf } from './view.js';
import { type WrittenOrders, writeOrders } from './write-orders.js';

export { previewCheckout } from './checkout-preview.js';

const titlesOf = (problems: Problem[]) =>
  problems.map((problem) => problem.goods?.title ?? `#${problem.goodsId}`).join(', ');

/** 409 naming the lines: `data.lines` is `[{ goodsId, code }]` (works: `workId`) for the web to mark them. */
function refusal(key: 'order.soldOut' | 'order.changed', problems: Problem[], kind?: CartItemKind): AppError {
  const idKey = kind === CartItemKind.OPUS ? 'workId' : 'goodsId';
  const lines = problems.map((problem) => ({ [idKey]: String(problem.goodsId), code: problem.code }));
  return new AppError(409, key, { lines }, { titles: titlesOf(problems) });
}

export type CreateCheckoutInput = CheckoutInput & { idempotencyKey: string; acceptedTotalFen: number };

type Placed = WrittenOrders & { payment: typeof payments.$inferSelect; sellerNicknames: Map<number, string> };

/** The payment an earlier checkout with this key made, or null. */
async function replayedPayment(db: Db, userId: number, key: string): Promise<number | null> {
  const [done] = await checkoutOfKey(db).execute({ userId, key });
  return done?.paymentId ?? null;
}

// Statements of every checkout, prepared (db/prepared.ts): on the pool, Drizzle builds them once; inside the
// transaction, each has a name, so PostgreSQL parses it once per connection.
const checkoutOfKey = preparedPerDb((db) =>
  db
    .select({ paymentId: checkouts.paymentId })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.customerId, sql.placeholder('userId')),
        eq(checkouts.idempotencyKey, sql.placeholder('key')),
      ),
    )
    .prepare('checkout_of_key'),
);

const buyerNickname = preparedPerDb((db) =>
  db
    .select({ nickname: customers.nickname })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('userId')))
    .prepare('checkout_buyer_nickname'),
);

async function answerReplay(
  db: Db,
  ctx: OrderContext,
  lang: Lang,
  userId: number,
  paymentId: number,
  kind: CartItemKind,
) {
  await openPayment(db, ctx, paymentId, lang, kind);
  return paymentView(db, lang, userId, paymentId);
}

export async function createCheckout(
  db: Db,
  ctx: OrderContext,
  lang: Lang,
  userId: number,
  input: CreateCheckoutInput,
): Promise<PaymentDto> {
  const kind = input.kind ?? CartItemKind.GOODS;
  const [replayOf, address, rules, buyer] = await readTogether(db, [
    () => replayedPayment(db, userId, input.idempotencyKey),
    () => addressOf(db, userId, input),
    () => checkoutNoPostageRules(db, lang, userId, input),
    () => buyerNickname(db).execute({ userId }),
  ] as const);
  if (replayOf !== null) return answerReplay(db, ctx, lang, userId, replayOf, kind);
  if (!address && !isWorks(input))
    throw new ValidationError([{ field: 'addressId', message: t(lang, 'order.addressRequired') }]);
  let placed: Placed;
  try {
    placed = await db.transaction((tx) => placeOrders(tx, ctx, lang, userId, input, address, rules));
  } catch (error) {
    // The same key submitted twice at once: the other attempt held the cart lines (or the key's unique index)
    // and committed first, so this one found the cart empty, the stock taken or the key used. Its answer is
    // the first attempt's.
    const first = await replayedPayment(db, userId, input.idempotencyKey);
    if (first !== null) return answerReplay(db, ctx, lang, userId, first, kind);
    throw error;
  }
  // Providers that open a payment without a network call did so in the transaction (openInTransaction).
  const cashierUrl = await openPaymentRow(db, ctx, placed.payment, lang, kind);
  const nicknames = new Map(placed.sellerNicknames).set(userId, buyer[0]?.nickname ?? '');
  const orderDtos = ordersViewOf(lang, placed.orders, placed.lines, placed.events, nicknames);
  return paymentDtoOf({ ...placed.payment, cashierUrl }, orderDtos);
}

async function placeOrders(
  tx: Db,
  ctx: OrderContext,
  lang: Lang,
  userId: number,
  input: CreateCheckoutInput,
  address: AddressRow | null,
  rules: NoPostageRule[],
): Promise<Placed> {
  const kind = input.kind ?? CartItemKind.GOODS;
  // The cart lines are locked first: the same cart checked out twice at once goes one after the other.
  const lines = await wantedLines(tx, lang, userId, input, true);
  // Rows in id order, so two checkouts sharing goods (or works) lock them in the same order: no deadlock.
  // Goods are locked by the read that prices them; works apart, before theirs.
  const ids = [...new Set(lines.map((line) => line.goodsId))].sort((a, b) => a - b);
  if (isWorks(input)) await lockWorks(tx, ids);
  const priced = await price(tx, lang, input, lines, address, { rules, lock: !isWorks(input) });
  const sold = priced.problems.filter((problem) => problem.code === 'SOLD_OUT');
  if (sold.length > 0 && sold.length === priced.problems.length) throw refusal('order.soldOut', sold, kind);
  if (priced.problems.length > 0) throw refusal('order.changed', priced.problems, kind);
  if (priced.sellers.some((seller) => seller.sellerId === userId)) throw new AppError(409, 'order.ownGoods');
  if (isWorks(input)) await refuseOwnedWorks(tx, userId, priced);
  if (priced.totalFen !== input.acceptedTotalFen) {
    const total = formatMoney(priced.totalFen, lang);
    throw new AppError(409, 'order.totalChanged', { totalFen: priced.totalFen }, { total });
  }
  if (isWorks(input)) {
    await reserveEditions(tx, priced, (line) =>
      refusal(
        'order.soldOut',
        [{ goodsId: line.goods.id, code: 'SOLD_OUT', goods: line.goods, quantity: 1 }],
        kind,
      ),
    );
  } else await reserveStock(tx, priced);
  const [inserted] = await tx
    .insert(payments)
    .values({
      customerId: userId,
      provider: ctx.provider.name,
      amountFen: priced.totalFen,
      payDeadline: new Date(Date.now() + ctx.payWindowSeconds * 1000),
    })
    .returning()
    .prepare('checkout_insert_payment')
    .execute();
  if (!inserted) throw new Error('payment not inserted');
  // The sandbox's cashier URL is written by the last statement, with the key and the cart lines' removal.
  const cashierUrl = await cashierInTransaction(ctx, inserted, lang, kind);
  const payment = cashierUrl === null ? inserted : { ...inserted, cashierUrl };
  const written = await writeOrders(tx, ctx, { buyerId: userId, payment, address, priced, kind });
  await executeStatement(tx, 'checkout_finish', FINISH, [
    cashierUrl,
    payment.id,
    userId,
    input.idempotencyKey,
    input.source === 'cart',
    kind,
    ids,
  ]);
  const sellerNicknames = new Map(priced.sellers.map((seller) => [seller.sellerId, seller.sellerNickname]));
  return { ...written, payment, sellerNicknames };
}

/**
 * A checkout's last writes in one statement of a fixed text (named, db/prepared.ts): the cashier URL when the
 * provider opened the payment in the transaction, the idempotency key (its unique index refuses a key used
 * meanwhile), and, for a cart checkout, the bought lines out of the cart.
 */
const FINISH = `with cashier as (
  update payments set cashier_url = $1::text where id = $2::bigint and $1::text is not null
), idempotency as (
  insert into checkouts (customer_id, idempotency_key, payment_id) values ($3::bigint, $4::uuid, $2::bigint)
)
delete from cart_lines
where $5::boolean and customer_id = $3::bigint and item_kind = $6::varchar and selected
  and item_id = any($7::bigint[])`;

/**
 * One conditional update reserves every line: a line it did not answer means another checkout took the units
 * first (or the goods left the shelf), and the whole transaction rolls back. The rows are already locked by
 * the pricing read, in id order. The last unit moves the goods to sold out.
 */
async function reserveStock(tx: Db, priced: PricedCheckout): Promise<void> {
  const lines = priced.sellers.flatMap((seller) => seller.lines);
  // The lines as two array parameters: the same text for any number of lines, so it can be named.
  const ids = sql.param(lines.map((line) => line.goods.id));
  const quantities = sql.param(lines.map((line) => line.quantity));
  const reserved = await tx
    .update(goods)
    // Stock alone, not `updated_at`: a sale is not the seller's edit (their list orders by edits), and leaving
    // every indexed column unchanged lets PostgreSQL update the row in place (HOT) instead of adding an entry
    // to each of the goods' twenty-odd catalogue, search and management indexes for every line bought.
    .set({ stock: sql`${goods.stock} - wanted.quantity` })
    .from(sql`unnest(${ids}::bigint[], ${quantities}::integer[]) as wanted (id, quantity)`)
    .where(
      and(
        sql`${goods.id} = wanted.id`,
        sql`${goods.stock} >= wanted.quantity`,
        eq(goods.status, GoodsStatus.ON_SALE),
      ),
    )
    .returning({ id: goods.id, stock: goods.stock })
    .prepare('checkout_reserve_stock')
    .execute();
  const stockOf = new Map(reserved.map((row) => [row.id, row.stock]));
  const short = lines.find((line) => !stockOf.has(line.goods.id));
  if (short) {
    throw refusal('order.soldOut', [
      { goodsId: short.goods.id, code: 'SOLD_OUT', goods: short.goods, quantity: short.quantity },
    ]);
  }
  for (const [id, stock] of stockOf) if (stock === 0) await moveGoods(tx, id, GoodsStatus.SOLD_OUT);
}
