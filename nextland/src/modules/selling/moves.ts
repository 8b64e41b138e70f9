// A seller's own moves (decision 0027 §1): release, take off sale, delete. Each runs in one transaction on the
// locked item; the bulk off-shelf gives every item its own, so one conflict undoes nothing else.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { activateLot, assertLotReleasable, isLotGoods, withdrawLot } from '../auction/service.js';
import { dropFromCarts } from '../cart/service.js';
import { categories } from '../category/schema.js';
import { AccountType, isVerified } from '../customer/account-type.js';
import { DELETABLE_GOODS_STATUSES, GoodsStatus, goodsMachine } from '../goods/status.js';
import { orderLines, orders } from '../order/schema.js';
import { OrderStatus } from '../order/status.js';
import { forgetReactionsOf } from '../reaction/service.js';
import type { SessionUser } from '../session/service.js';
import { type DraftContent, readContent } from './draft-store.js';
import { type ItemKind, itemTables, lockOwnItem, moveItem, type OwnItem } from './items.js';
import { assertReleasable } from './release-check.js';

export type Seller = Pick<SessionUser, 'id' | 'type'>;

/** Selling is for real-name verified accounts (docs/domain.md#selling: an allow-list of types). */
export function assertSeller(user: Seller): void {
  if (!isVerified(user.type)) throw new AppError(403, 'seller.notVerified');
}

/**
 * What a seller may release (docs/domain.md#releasing): the statuses nobody can buy in and no official is
 * deciding.
 */
const RELEASABLE: readonly number[] = [GoodsStatus.DRAFT, GoodsStatus.REJECTED, GoodsStatus.OFF_SALE];

export async function needsReview(tx: Db, categoryId: number | null): Promise<boolean> {
  if (categoryId === null) return false;
  const [row] = await tx
    .select({ needsReview: categories.needsReview })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return row?.needsReview ?? false;
}

/**
 * Draft, rejected or off sale → under review when the category needs review, else → on sale; an official's own
 * item goes on sale at once. Any other status is the state machine's 409.
 */
export async function releaseItem(
  db: Db,
  lang: Lang,
  user: Seller,
  kind: ItemKind,
  id: number | null,
  now = new Date(),
) {
  assertSeller(user);
  if (id === null) throw new NotFoundError();
  return db.transaction(async (tx) => {
    const item = await lockOwnItem(tx, kind, user.id, id);
    // A lot (decision 0028 §5) also needs its auction step whole, judged by the auction clock's `now`.
    const lot = kind === 'goods' && (await isLotGoods(tx, id));
    // A status that cannot be released is the 409 whatever the content; a releasable one must be whole.
    if (RELEASABLE.includes(item.status)) {
      assertReleasable(lang, kind, (await readContent(tx, kind, id)) as DraftContent);
      if (lot) await assertLotReleasable(tx, lang, id, now);
    }
    const review = user.type !== AccountType.OFFICIAL && (await needsReview(tx, item.categoryId));
    const to = review ? GoodsStatus.UNDER_REVIEW : GoodsStatus.ON_SALE;
    const moved = await moveItem(tx, kind, item, to, RELEASABLE, null);
    if (lot && moved.status === GoodsStatus.ON_SALE) await activateLot(tx, id, now);
    return { id: String(moved.id), status: moved.status };
  });
}

export type BulkResult = { id: string; ok: boolean; code?: number; message?: string };

/** On sale → off sale for each id, each in its own transaction; failures are answered per item. */
export async function takeOffShelf(
  db: Db,
  lang: Lang,
  user: Seller,
  kind: ItemKind,
  ids: string[],
): Promise<BulkResult[]> {
  assertSeller(user);
  const results: BulkResult[] = [];
  // One after another: the ids are the caller's own items, and a bulk call is at most 100 short transactions.
  for (const id of ids) {
    try {
      await db.transaction(async (tx) => {
        const itemId = parseId(id);
        if (itemId === null) throw new NotFoundError();
        const item = await lockOwnItem(tx, kind, user.id, itemId);
        // A lot on sale with bids stays (409); without bids it ends unsold with its goods (decision 0028).
        if (kind === 'goods' && item.status === GoodsStatus.ON_SALE)
          await withdrawLot(tx, itemId, new Date());
        await moveItem(tx, kind, item, GoodsStatus.OFF_SALE, [GoodsStatus.ON_SALE]);
      });
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, code: error.code, message: t(lang, error.messageKey, error.params) });
    }
  }
  return results;
}

/** Awaiting payment, shipment or delivery: the order still needs the item (docs/domain.md#managing). */
const UNFINISHED_ORDER: OrderStatus[] = [
  OrderStatus.AWAITING_PAYMENT,
  OrderStatus.AWAITING_SHIPMENT,
  OrderStatus.SHIPPED,
];

async function hasUnfinishedOrder(tx: Db, kind: ItemKind, id: number): Promise<boolean> {
  const line = kind === 'goods' ? eq(orderLines.goodsId, id) : eq(orderLines.workId, id);
  const [row] = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(line, inArray(orders.status, UNFINISHED_ORDER)))
    .limit(1);
  return row !== undefined;
}

function assertDeletable(item: OwnItem): void {
  if (DELETABLE_GOODS_STATUSES.includes(item.status as GoodsStatus)) return;
  const label = goodsMachine.label(item.status);
  throw new ConflictError('selling.notDeletable', { state: label ? { key: label } : String(item.status) });
}

/**
 * Soft delete: only a draft, rejected or off-sale item with no unfinished order (409 otherwise). Its likes,
 * collects and cart lines go with it (those tables have no foreign key to the item, decision 0025); order
 * lines keep pointing at the row. The item row is locked, and a checkout locks it too, so no order can start
 * in between (and none could: the item is not on sale).
 */
export async function deleteItem(db: Db, user: Seller, kind: ItemKind, id: number | null): Promise<void> {
  assertSeller(user);
  if (id === null) throw new NotFoundError();
  await db.transaction(async (tx) => {
    const item = await lockOwnItem(tx, kind, user.id, id);
    assertDeletable(item);
    if (await hasUnfinishedOrder(tx, kind, id)) throw new ConflictError('selling.unfinishedOrder');
    const table = itemTables[kind];
    const now = new Date();
    await tx.update(table).set({ deletedAt: now, updatedAt: now }).where(eq(table.id, id));
    await forgetReactionsOf(tx, kind, id);
    await dropFromCarts(tx, kind, id);
  });
}
