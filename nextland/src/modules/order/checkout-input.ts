// What a checkout is asked to buy, and where to: the buyer's selected cart lines or the given lines, and an
// address of theirs (the default when none is named).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { addresses } from '../address/schema.js';
import { CartItemKind, cartLines } from '../cart/schema.js';
import { customers } from '../customer/schema.js';
import { expressEntries } from '../express/schema.js';
import type { NoPostageRule, WantedLine } from './pricing.js';

export type CheckoutInput = {
  /** Goods when left out; a checkout of works (decision 0023) buys one edition per line. */
  kind?: CartItemKind | undefined;
  source: 'cart' | 'buyNow';
  lines?: { goodsId: string; quantity: number }[] | undefined;
  addressId?: string | undefined;
};

export type CreateCheckoutInput = CheckoutInput & { idempotencyKey: string; acceptedTotalFen: number };

export type AddressRow = typeof addresses.$inferSelect;

export const isWorks = (input: CheckoutInput) => input.kind === CartItemKind.OPUS;

/** The buyer's selected cart lines of the checkout's kind. */
const selectedLines = (userId: number, input: CheckoutInput) =>
  and(
    eq(cartLines.customerId, userId),
    eq(cartLines.itemKind, input.kind ?? CartItemKind.GOODS),
    eq(cartLines.selected, true),
  );

/**
 * Cart lines carry the price the buyer was shown; buy-now lines are priced as they stand. With `lock` (a
 * checkout) the cart lines are locked: a second checkout of the same cart waits, then finds them gone.
 */
export async function wantedLines(
  db: Db,
  lang: Lang,
  userId: number,
  input: CheckoutInput,
  lock = false,
): Promise<WantedLine[]> {
  if (input.source === 'cart') {
    const query = db
      .select()
      .from(cartLines)
      .where(selectedLines(userId, input))
      .orderBy(desc(cartLines.addedAt), desc(cartLines.id))
      .$dynamic();
    // A checkout's statement is named (db/prepared.ts): its text never varies, so it is parsed once a connection.
    const rows = await (lock ? query.for('update').prepare('checkout_cart_lines_locked').execute() : query);
    if (rows.length === 0) {
      throw new ValidationError([{ field: 'source', message: t(lang, 'order.emptySelection') }]);
    }
    return rows.map((row) => ({
      goodsId: row.itemId,
      quantity: row.quantity,
      priceSeenFen: row.priceSeenFen,
    }));
  }
  if (!input.lines?.length) {
    throw new ValidationError([{ field: 'lines', message: t(lang, 'order.linesRequired') }]);
  }
  // The same goods twice is one line with both quantities.
  const merged = new Map<number, number>();
  for (const [i, line] of input.lines.entries()) {
    const id = parseId(line.goodsId);
    if (id === null)
      throw new ValidationError([{ field: `lines.${i}.goodsId`, message: t(lang, 'field.id') }]);
    merged.set(id, input.kind === CartItemKind.OPUS ? 1 : (merged.get(id) ?? 0) + line.quantity);
  }
  return [...merged].map(([goodsId, quantity]) => ({ goodsId, quantity }));
}

/** The named address (another user's is a 404), else the default; null when the buyer has none. */
export async function addressFor(
  db: Db,
  userId: number,
  addressId: string | undefined,
): Promise<AddressRow | null> {
  if (addressId !== undefined) {
    const id = parseId(addressId);
    if (id === null) throw new NotFoundError();
    const [row] = await namedAddress(db).execute({ id, userId });
    if (!row) throw new NotFoundError();
    return row;
  }
  const [row] = await defaultAddress(db).execute({ userId });
  return row ?? null;
}

// A checkout's reads before its transaction, on the pool: prepared (db/prepared.ts).
const namedAddress = preparedPerDb((db) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, sql.placeholder('id')), eq(addresses.customerId, sql.placeholder('userId'))))
    .prepare('checkout_named_address'),
);

const defaultAddress = preparedPerDb((db) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.customerId, sql.placeholder('userId')), eq(addresses.isDefault, true)))
    .prepare('checkout_default_address'),
);

/** Works are delivered to the library: no address is asked for or priced. */
export const addressOf = (db: Db, userId: number, input: CheckoutInput) =>
  isWorks(input) ? Promise.resolve(null) : addressFor(db, userId, input.addressId);

/** The free-shipping rules of `sellerIds`. */
export async function noPostageRules(db: Db, sellerIds: number[]): Promise<NoPostageRule[]> {
  if (sellerIds.length === 0) return [];
  const rows = await db.select().from(expressEntries).where(inArray(expressEntries.customerId, sellerIds));
  return rows.map(ruleOf);
}

export const ruleOf = (row: typeof expressEntries.$inferSelect): NoPostageRule => ({
  sellerId: row.customerId,
  regions: row.regions,
  minCount: row.minCount,
  minAmount: row.minAmount,
});

/** The buyer's nickname, for the reply's orders (made from the rows written, not read back). */
export async function buyerNickname(db: Db, userId: number): Promise<string> {
  const [row] = await buyerNicknameOf(db).execute({ userId });
  return row?.nickname ?? '';
}

const buyerNicknameOf = preparedPerDb((db) =>
  db
    .select({ nickname: customers.nickname })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('userId')))
    .prepare('checkout_buyer_nickname'),
);
