import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { type TimeCursorPageRequest, timeCursorPage, timeOrdering } from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import { offsetOf, type PageRequest, toPage } from '../../lib/paging.js';
import { expressList } from './lists.js';
import { regionName } from './regions.js';
import { expressEntries } from './schema.js';
import type { CreateExpressInput } from './validators.js';

type Row = typeof expressEntries.$inferSelect;

function toDto(row: Row, lang: Lang) {
  return {
    id: String(row.id),
    name: row.name,
    regions: row.regions,
    regionNames: row.regions.map((stored) => regionName(lang, stored)),
    minCount: row.minCount,
    minAmount: row.minAmount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The spec's numbered page (`current`/`size`), with its exact total. */
export async function listExpress(db: Db, lang: Lang, userId: number, page: PageRequest) {
  const where = eq(expressEntries.customerId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(expressEntries)
      .where(where)
      .orderBy(...timeOrdering(expressList))
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(expressEntries).where(where),
  ]);
  return toPage(
    rows.map((row) => toDto(row, lang)),
    total?.n ?? 0,
    page,
  );
}

/** Keyset paging of a seller's entries (only the caller's own: the filter is the session's user). */
export function listExpressByCursor(
  db: Db,
  lang: Lang,
  userId: number,
  { size, after }: TimeCursorPageRequest,
) {
  return timeCursorPage(db, expressList, {
    filter: eq(expressEntries.customerId, userId),
    after,
    size,
    select: (where, limit) =>
      db
        .select()
        .from(expressEntries)
        .where(where)
        .orderBy(...timeOrdering(expressList))
        .limit(limit),
    toRecord: (row) => toDto(row, lang),
  });
}

export async function createExpress(db: Db, lang: Lang, userId: number, input: CreateExpressInput) {
  const [row] = await db
    .insert(expressEntries)
    .values({
      customerId: userId,
      name: input.name,
      regions: input.regions,
      minCount: input.minCount ?? null,
      minAmount: input.minAmount ?? null,
    })
    .returning();
  return toDto(row as Row, lang);
}

/** Owner only: someone else's entry is the same 404 as a missing one. */
export async function deleteExpress(db: Db, userId: number, id: number | null): Promise<void> {
  if (id === null) throw new NotFoundError();
  const deleted = await db
    .delete(expressEntries)
    .where(and(eq(expressEntries.id, id), eq(expressEntries.customerId, userId)))
    .returning({ id: expressEntries.id });
  if (deleted.length === 0) throw new NotFoundError();
}
