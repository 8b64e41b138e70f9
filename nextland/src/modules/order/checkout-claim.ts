// A checkout of goods as one claim (decision 0026, "One statement"): everything it prices is read at once and
// without locks, then one statement, its own transaction, locks what it read (the buyer's selected cart lines,
// then the goods in id order) and writes the payment, orders, lines, first steps, jobs, key and stock only if
// all of it still stands as read: the same cart lines, and every goods line on sale at the price priced with
// the units there. Otherwise it writes nothing and the checkout reads again, so a line that changed is
// refused as before; one that keeps losing its claim to other buyers gives up with 409 `order.busy`.
import type { Db } from '../../db/client.js';
import { StatementBuilder, sqlNames } from '../../db/statement.js';
import { AppError, ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { readTogether } from '../../lib/read-together.js';
import { CartItemKind, cartLines as cartTable } from '../cart/schema.js';
import { type CartItem, cartItemsOf, selectedGoodsLines } from '../cart/service.js';
import { goods } from '../goods/schema.js';
import { GoodsStatus, SaleType } from '../goods/status.js';
import { type AddressRow, type CreateCheckoutInput, wantedLines } from './checkout-input.js';
import { refuseOtherTotal, refuseUnbuyable } from './checkout-refusals.js';
import { startGoodsCheckout } from './checkout-start.js';
import { addCheckoutWrites, type Placed, placedOf, runCheckoutStatement } from './checkout-write.js';
import type { OrderContext } from './context.js';
import { type AllocatedIds, allocateIds, type OrderIds } from './order-ids.js';
import {
  type NoPostageRule,
  type PricedCheckout,
  type PricedLine,
  priceCheckout,
  type WantedLine,
} from './pricing.js';

/** Claims lost to other buyers before the checkout gives up (each loss reads and prices again). */
const MAX_CLAIMS = 3;

export type GoodsOutcome = { replayOf: number } | { placed: Placed; buyerNickname: string };

type Read = {
  replayOf: number | null;
  address: AddressRow | null;
  lines: WantedLine[];
  goodsById: Map<number, CartItem>;
  rules: NoPostageRule[];
  buyerNickname: string;
  ids: AllocatedIds | null;
};

export async function placeGoodsOrders(
  db: Db,
  ctx: OrderContext,
  lang: Lang,
  userId: number,
  input: CreateCheckoutInput,
): Promise<GoodsOutcome> {
  // Buy-now lines are checked before any read; a cart's are read, and an empty one is refused after the key.
  const asked = input.source === 'cart' ? null : await wantedLines(db, lang, userId, input);
  let ids: AllocatedIds | null = null;
  for (let claim = 1; ; claim++) {
    const read = await readAll(db, lang, userId, input, asked, ids === null);
    if (read.replayOf !== null) return { replayOf: read.replayOf };
    ids ??= read.ids;
    if (read.lines.length === 0) {
      throw new ValidationError([{ field: 'source', message: t(lang, 'order.emptySelection') }]);
    }
    if (!read.address) {
      throw new ValidationError([{ field: 'addressId', message: t(lang, 'order.addressRequired') }]);
    }
    const priced = priceCheckout(read.lines, read.goodsById, read.rules, read.address.provinceCode);
    refuseUnbuyable(userId, CartItemKind.GOODS, priced);
    refuseOtherTotal(lang, input, priced);
    ids = await enoughIds(db, ids, priced.sellers.length);
    const placed = await claimAndWrite(db, ctx, lang, userId, input, read, priced, ids);
    if (placed) return { placed, buyerNickname: read.buyerNickname };
    if (claim === MAX_CLAIMS) throw new AppError(409, 'order.busy');
  }
}

/** The reads a checkout prices from, at once (lib/read-together.ts); the ids only on the first attempt. */
async function readAll(
  db: Db,
  lang: Lang,
  userId: number,
  input: CreateCheckoutInput,
  asked: WantedLine[] | null,
  allocate: boolean,
): Promise<Read> {
  const goods = asked ? { ids: asked.map((line) => line.goodsId) } : 'cart';
  const [start, wanted] = await readTogether(db, [
    () => startGoodsCheckout(db, userId, input, goods, allocate),
    () => wantedGoods(db, lang, userId, asked),
  ] as const);
  return {
    replayOf: start.replayOf,
    address: start.address,
    rules: start.rules,
    buyerNickname: start.nickname,
    ...wanted,
    ids: start.ids,
  };
}

/** Buy-now lines' goods, or the buyer's selected cart lines of goods with theirs (cart lines carry the price seen). */
async function wantedGoods(
  db: Db,
  lang: Lang,
  userId: number,
  asked: WantedLine[] | null,
): Promise<{ lines: WantedLine[]; goodsById: Map<number, CartItem> }> {
  if (asked) {
    const ids = asked.map((line) => line.goodsId);
    return { lines: asked, goodsById: await cartItemsOf(db, lang, CartItemKind.GOODS, ids) };
  }
  const selected = await selectedGoodsLines(db, lang, userId);
  return {
    lines: selected.lines.map((line) => ({
      goodsId: line.itemId,
      quantity: line.quantity,
      priceSeenFen: line.priceSeenFen,
    })),
    goodsById: selected.goodsById,
  };
}

/** A cart changed since the ids were taken may price more sellers: the rest are taken now. */
async function enoughIds(db: Db, ids: AllocatedIds | null, sellers: number): Promise<AllocatedIds> {
  const have = ids?.orders ?? [];
  const paymentId = ids?.paymentId ?? null;
  if (have.length >= sellers && paymentId !== null) return { orders: have.slice(0, sellers), paymentId };
  const more = await allocateIds(db, Math.max(0, sellers - have.length), paymentId === null);
  return { orders: [...have, ...more.orders].slice(0, sellers), paymentId: paymentId ?? more.paymentId };
}

/** The claim and the writes in one statement: the rows written, or null when the claim did not hold. */
async function claimAndWrite(
  db: Db,
  ctx: OrderContext,
  lang: Lang,
  userId: number,
  input: CreateCheckoutInput,
  read: Read,
  priced: PricedCheckout,
  ids: AllocatedIds,
): Promise<Placed | null> {
  if (ids.paymentId === null) throw new Error('no payment id');
  const b = new StatementBuilder();
  const lines = priced.sellers.flatMap((seller) => seller.lines);
  const held = addClaim(b, userId, input.source === 'cart' ? read.lines : null, lines);
  const statement = await addCheckoutWrites(
    b,
    ctx,
    lang,
    {
      userId,
      input,
      kind: CartItemKind.GOODS,
      address: read.address,
      priced,
      orderIds: ids.orders as OrderIds[],
      paymentId: ids.paymentId,
    },
    held,
  );
  const row = await runCheckoutStatement(db, statement, `${held} as held`);
  return row.held === true ? placedOf(row, statement, priced) : null;
}

/**
 * The claim's CTEs: `cart_claim` locks the buyer's selected cart lines of goods (a cart checked out twice at
 * once goes one after the other), `goods_claim` locks the goods in id order (two checkouts sharing goods wait
 * for each other instead of deadlocking) keeping those still on sale at the price priced with the units
 * there, and `claim.held` says whether every line stands as read. Under read committed a row another
 * checkout changed is locked and checked as that checkout left it. `reserved` then takes the units; the last
 * unit moves the goods to sold out (the move goodsMachine allows from on sale, the only status claimed).
 * Answers the condition every write takes.
 *
 * A sale changes stock alone, not `updated_at` (unless it sells out): a sale is not the seller's edit (their
 * list orders by edits), and leaving every indexed column unchanged lets PostgreSQL update the row in place
 * (HOT) instead of adding an entry to each of the goods' catalogue, search and management indexes.
 */
function addClaim(
  b: StatementBuilder,
  userId: number,
  cartLines: WantedLine[] | null,
  lines: PricedLine[],
): string {
  const cart = sqlNames(cartTable);
  const g = sqlNames(goods);
  const fromCart = b.param(cartLines !== null, 'boolean');
  const read = cartLines ?? [];
  b.withMaterialized(
    'cart_claim',
    `select ${cart.id}, ${cart.itemId}, ${cart.quantity}, ${cart.priceSeenFen} from ${cart.$table}
where ${fromCart} and ${cart.customerId} = ${b.param(userId, 'bigint')}
  and ${cart.itemKind} = ${b.param(CartItemKind.GOODS, 'varchar')} and ${cart.selected}
order by ${cart.id}
for update`,
  );
  const onSale = b.param(GoodsStatus.ON_SALE, 'smallint');
  b.withMaterialized(
    'goods_claim',
    `select g.${g.id}, w.quantity from ${g.$table} g
join unnest(${b.param(
      lines.map((line) => line.goods.id),
      'bigint[]',
    )}, ${b.param(
      lines.map((line) => line.quantity),
      'integer[]',
    )}, ${b.param(
      lines.map((line) => line.goods.price),
      'bigint[]',
    )}) as w (id, quantity, price) on w.id = g.${g.id}
where g.${g.status} = ${onSale} and g.${g.saleType} = ${b.param(SaleType.FIXED_PRICE, 'smallint')}
  and g.${g.stock} >= w.quantity and g.${g.price} = w.price
order by g.${g.id}
for update of g`,
  );
  const lineCount = b.param(read.length, 'integer');
  b.with(
    'claim',
    `select (not ${fromCart} or (
    (select count(*) from cart_claim) = ${lineCount}
    and (select count(*) from cart_claim c
      join unnest(${b.param(
        read.map((line) => line.goodsId),
        'bigint[]',
      )}, ${b.param(
        read.map((line) => line.quantity),
        'integer[]',
      )}, ${b.param(
        read.map((line) => line.priceSeenFen ?? null),
        'bigint[]',
      )}) as r (id, quantity, seen)
        on r.id = c.${cart.itemId} and r.quantity = c.${cart.quantity} and r.seen = c.${cart.priceSeenFen}) = ${lineCount}))
  and (select count(*) from goods_claim) = ${b.param(lines.length, 'integer')} as held`,
  );
  const held = '(select held from claim)';
  b.with(
    'reserved',
    `update ${g.$table} as g set ${g.stock} = g.${g.stock} - c.quantity,
  ${g.status} = case when g.${g.stock} = c.quantity then ${b.param(GoodsStatus.SOLD_OUT, 'smallint')} else g.${g.status} end,
  ${g.updatedAt} = case when g.${g.stock} = c.quantity then now() else g.${g.updatedAt} end
from goods_claim c
where g.${g.id} = c.${g.id} and ${held}
returning g.${g.id}`,
  );
  return held;
}
