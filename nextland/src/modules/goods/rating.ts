// A goods' rating totals (sum and count of its reviews' stars), moved only here: the review module adds a
// review's stars in its own transaction through service.ts (issue 26: a table is written by its own module).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goods } from './schema.js';

export async function addGoodsRating(tx: Db, goodsId: number, stars: number): Promise<void> {
  await tx
    .update(goods)
    .set({ ratingSum: sql`${goods.ratingSum} + ${stars}`, ratingCount: sql`${goods.ratingCount} + 1` })
    .where(eq(goods.id, goodsId));
}
