// A work's rating totals (sum and count of its reviews' stars), moved only here: the review module adds a
// review's stars in its own transaction through service.ts (issue 26: a table is written by its own module).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { works } from './schema.js';

export async function addWorkRating(tx: Db, workId: number, stars: number): Promise<void> {
  await tx
    .update(works)
    .set({ ratingSum: sql`${works.ratingSum} + ${stars}`, ratingCount: sql`${works.ratingCount} + 1` })
    .where(eq(works.id, workId));
}
