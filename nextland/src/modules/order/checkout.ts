// Checkout (decision 0019): one transaction makes one order per seller and one payment, reserving stock; a
// replay of the same idempotency key answers the first attempt's payment and makes nothing. A checkout of
// works (decision 0023) is the same path without address or postage, reserving editions.
//
// Its cost is round trips, so it keeps them few (decision 0026): goods are read and priced before the
// transaction, without locks, and the transaction is two statements and the jobs: one claim that locks,
// re-checks and reserves (checkout-claim.ts) and one write of every row (write-orders.ts). A claim that finds
// the goods or the cart changed since they were read rolls back, and the checkout reads and prices again.
// The reply is made from the rows written, not read back.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { formatMoney } from '../../lib/money.js';
import { readTogether } from '../../lib/read-together.js';
import { CartItemKind, cartLines } from '../cart/schema.js';
import { customers } from '../customer/schema.js';
import { claimGoods } from './checkout-claim.js';
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
import { offlineCashierUrl, openPayment, openPaymentRow, paymentDtoOf, paymentView } from './payment-view.js';
import type { NoPostageRule, PricedCheckout, Problem, WantedLine } from './pricing.js';
import { checkouts } from './schema.js';
import { ordersViewOf } from './view.js';
import { type CheckoutIds, takeCheckoutIds, type WrittenCheckout, writeCheckout } from './write-orders.js';

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

type Placed = WrittenCheckout & { sellerNicknames: Map<number, string> };

/** The payment an earlier checkout with this key made, or null. */
async function replayedPayment(db: Db, userId: number, key: string): Promise<number | null> {
  const [done] = await db
    .select({ paymentId: checkouts.paymentId })
    .from(checkouts)
    .where(and(eq(checkouts.customerId, userId), eq(checkouts.idempotencyKey, key)));
  return done?.paymentId ?? null;
}

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
  const [replayOf, address, rules, buyer, goodsLines] = await readTogether(db, [
    () => replayedPayment(db, userId, input.idempotencyKey),
    () => addressOf(db, userId, input),
    () => checkoutNoPostageRules(db, lang, userId, input),
    () => db.select({ nickname: customers.nickname }).from(customers).where(eq(customers.id, userId)),
    () => readLater(isWorks(input) ? [] : wantedLines(db, lang, userId, input)),
  ] as const);
  if (replayOf !== null) return answerReplay(db, ctx, lang, userId, replayOf, kind);
  if (!address && !isWorks(input))
    throw new ValidationError([{ field: 'addressId', message: t(lang, 'order.addressRequired') }]);
  const order: Order = { ctx, lang, userId, input, address, rules };
  let placed: Placed;
  try {
    placed = isWorks(input) ? await placeWorks(db, order) : await placeGoods(db, order, goodsLines);
  } catch (error) {
    // The same key submitted twice at once: the other attempt claimed the cart lines (or the key's unique
    // index) and committed first, so this one found the cart empty, the stock taken or the key used. Its
    // answer is the first attempt's.
    const first = await replayedPayment(db, userId, input.idempotencyKey);
    if (first !== null) return answerReplay(db, ctx, lang, userId, first, kind);
    throw error;
  }
  // Providers that open a payment without a network call gave the cashier URL before it was written.
  const cashierUrl = await openPaymentRow(db, ctx, placed.payment, lang, kind);
  const nicknames = new Map(placed.sellerNicknames).set(userId, buyer[0]?.nickname ?? '');
  const orderDtos = ordersViewOf(lang, placed.orders, placed.lines, placed.events, nicknames);
  return paymentDtoOf({ ...placed.payment, cashierUrl }, orderDtos);
}

/**
 * A read made alongside the others whose refusal (an empty selection, say) must wait: a replay's cart is
 * empty, and its answer is the first attempt's payment. Answers the result, or throws its error, when called.
 */
const readLater = <T>(read: T[] | Promise<T[]>): Promise<() => T[]> =>
  Promise.resolve(read).then(
    (value) => () => value,
    (error: unknown) => () => {
      throw error;
    },
  );

/** What one checkout is asked for, read before anything is locked. */
type Order = {
  ctx: OrderContext;
  lang: Lang;
  userId: number;
  input: CreateCheckoutInput;
  address: AddressRow | null;
  rules: NoPostageRule[];
};

/** Refusals that need no lock: lines that cannot be bought, one's own goods, a total the buyer did not see. */
function refuseUnbuyable({ lang, userId, input }: Order, priced: PricedCheckout): void {
  const kind = input.kind ?? CartItemKind.GOODS;
  const sold = priced.problems.filter((problem) => problem.code === 'SOLD_OUT');
  if (sold.length > 0 && sold.length === priced.problems.length) throw refusal('order.soldOut', sold, kind);
  if (priced.problems.length > 0) throw refusal('order.changed', priced.problems, kind);
  if (priced.sellers.some((seller) => seller.sellerId === userId)) throw new AppError(409, 'order.ownGoods');
  if (priced.totalFen !== input.acceptedTotalFen) {
    const total = formatMoney(priced.totalFen, lang);
    throw new AppError(409, 'order.totalChanged', { totalFen: priced.totalFen }, { total });
  }
}

/** The payment row a checkout writes, with its cashier URL when the provider gives one offline. */
async function paymentOf({ ctx, lang, userId, input }: Order, ids: CheckoutIds, priced: PricedCheckout) {
  const kind = isWorks(input) ? 'opus' : 'goods';
  const payment = {
    id: ids.paymentId,
    customerId: userId,
    provider: ctx.provider.name,
    amountFen: priced.totalFen,
    payDeadline: new Date(Date.now() + ctx.payWindowSeconds * 1000),
  };
  return { ...payment, cashierUrl: await offlineCashierUrl(ctx, payment, lang, kind) };
}

const sellerNicknamesOf = (priced: PricedCheckout) =>
  new Map(priced.sellers.map((seller) => [seller.sellerId, seller.sellerNickname]));

/** A claim found less than the checkout was priced on: the transaction rolls back and the checkout retries. */
class StaleClaim extends Error {}

/** Reads, prices and claims; a stale claim (a concurrent checkout or edit came between) starts again. */
const CLAIM_ATTEMPTS = 3;

async function placeGoods(db: Db, order: Order, firstLines: () => WantedLine[]): Promise<Placed> {
  const { ctx, lang, userId, input, address, rules } = order;
  const titles = new Set<string>();
  for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt++) {
    const lines = attempt === 1 ? firstLines() : await wantedLines(db, lang, userId, input);
    const [priced, ids] = await readTogether(db, [
      () => price(db, lang, input, lines, address, { rules }),
      () => takeCheckoutIds(db, lines.length),
    ] as const);
    refuseUnbuyable(order, priced);
    const payment = await paymentOf(order, ids, priced);
    try {
      const written = await db.transaction(async (tx) => {
        const claim = { userId, fromCart: input.source === 'cart', lines, priced };
        if (!(await claimGoods(tx, claim))) throw new StaleClaim();
        const { idempotencyKey } = input;
        return writeCheckout(tx, ctx, { buyerId: userId, payment, address, priced, ids, idempotencyKey });
      });
      return { ...written, sellerNicknames: sellerNicknamesOf(priced) };
    } catch (error) {
      if (!(error instanceof StaleClaim)) throw error;
      for (const seller of priced.sellers) for (const line of seller.lines) titles.add(line.goods.title);
    }
  }
  // Changed under every attempt (a very busy item): the buyer reviews the order again.
  throw new AppError(409, 'order.changed', { lines: [] }, { titles: [...titles].join(', ') });
}

/** Works are priced under their locks, as editions are few and a buyer may not own one twice. */
function placeWorks(db: Db, order: Order): Promise<Placed> {
  const { ctx, lang, userId, input, rules } = order;
  const kind = CartItemKind.OPUS;
  return db.transaction(async (tx) => {
    // The cart lines are locked first: the same cart checked out twice at once goes one after the other.
    const lines = await wantedLines(tx, lang, userId, input, true);
    // Rows in id order, so two checkouts sharing works lock them in the same order: no deadlock.
    const ids = [...new Set(lines.map((line) => line.goodsId))].sort((a, b) => a - b);
    await lockWorks(tx, ids);
    const priced = await price(tx, lang, input, lines, null, { rules });
    refuseUnbuyable(order, priced);
    await refuseOwnedWorks(tx, userId, priced);
    await reserveEditions(tx, priced, (line) =>
      refusal(
        'order.soldOut',
        [{ goodsId: line.goods.id, code: 'SOLD_OUT', goods: line.goods, quantity: 1 }],
        kind,
      ),
    );
    const checkoutIds = await takeCheckoutIds(tx, priced.sellers.length);
    const payment = await paymentOf(order, checkoutIds, priced);
    const { idempotencyKey } = input;
    const written = await writeCheckout(tx, ctx, {
      buyerId: userId,
      payment,
      address: null,
      priced,
      kind,
      ids: checkoutIds,
      idempotencyKey,
    });
    if (input.source === 'cart') {
      await tx
        .delete(cartLines)
        .where(
          and(
            eq(cartLines.customerId, userId),
            eq(cartLines.itemKind, kind),
            eq(cartLines.selected, true),
            inArray(cartLines.itemId, ids),
          ),
        );
    }
    return { ...written, sellerNicknames: sellerNicknamesOf(priced) };
  });
}
