// Helpers of the auction tests: a lot on sale, written straight into the tables (the release form is not built).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { auctionLots, goods } from '../modules/goods/schema.js';
import { GoodsStatus, SaleType } from '../modules/goods/status.js';

export const MINUTE = 60_000;

/** A lot on sale from `seller`: start ¥10.00, +¥1.00, open from an hour ago for `endsInMs`. */
export async function newLot(
  db: Db,
  sellerId: number,
  spec: { endsInMs?: number; reserveFen?: number; depositFen?: number; now?: number } = {},
) {
  const now = spec.now ?? Date.now();
  const endsAt = new Date(now + (spec.endsInMs ?? 60 * MINUTE));
  const [row] = await db
    .insert(goods)
    .values({
      sellerId,
      title: `lot ${randomUUID().slice(0, 8)}`,
      price: 1000,
      stock: 1,
      status: GoodsStatus.ON_SALE,
      saleType: SaleType.AUCTION,
      auctionEndsAt: endsAt,
    })
    .returning({ id: goods.id });
  const goodsId = row?.id ?? 0;
  await db.insert(auctionLots).values({
    goodsId,
    startPrice: 1000,
    increment: 100,
    currentPrice: 1000,
    startsAt: new Date(now - 60 * MINUTE),
    endsAt,
    reserveFen: spec.reserveFen ?? null,
    depositFen: spec.depositFen ?? null,
  });
  return goodsId;
}
