// Writing a listing's other languages (decision 0024). The seller-facing route comes with the seller release;
// the demo seed writes through here already, so every writer keeps the same rules.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { goods, goodsTranslations } from './schema.js';

export type GoodsTranslationInput = { goodsId: number; lang: Lang; title: string; description: string };

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

/**
 * Adds or replaces translations, one per goods and language. A translation into a goods' original language
 * is refused (its text lives on the goods), as is one of unknown goods: both are the caller's mistake.
 */
export async function saveGoodsTranslations(db: Db, rows: GoodsTranslationInput[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = [...new Set(rows.map((row) => row.goodsId))];
  const originals = await db
    .select({ id: goods.id, originalLang: goods.originalLang })
    .from(goods)
    .where(inArray(goods.id, ids));
  const originalOf = new Map(originals.map((row) => [row.id, row.originalLang]));
  for (const row of rows) {
    const original = originalOf.get(row.goodsId);
    if (original === undefined) throw new Error(`No goods ${row.goodsId} to translate`);
    if (original === row.lang) throw new Error(`Goods ${row.goodsId} are written in ${row.lang} already`);
  }
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(goodsTranslations)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: [goodsTranslations.goodsId, goodsTranslations.lang],
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** A goods' translations, for a seller's editing form and for tests. */
export function translationsOf(db: Db, goodsId: number) {
  return db
    .select({
      lang: goodsTranslations.lang,
      title: goodsTranslations.title,
      description: goodsTranslations.description,
    })
    .from(goodsTranslations)
    .where(eq(goodsTranslations.goodsId, goodsId));
}
