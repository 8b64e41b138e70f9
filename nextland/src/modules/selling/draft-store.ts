// Reading and writing an item's whole editable content (decision 0027 §1): the row, its images (position 0 is
// the cover) and its translations (decision 0024's tables). Goods and works keep these in twin tables.
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { goods, goodsImages, goodsTranslations } from '../goods/schema.js';
import { workImages, works, workTranslations } from '../work/schema.js';
import type { ItemKind } from './items.js';

export type DraftImage = { url: string; width: number; height: number };
export type DraftTranslation = { lang: Lang; title: string; description: string };

/** Everything the release form edits, as stored. `stock` is a work's edition size. */
export type DraftContent = {
  id: number;
  sellerId: number;
  status: number;
  originalLang: Lang;
  title: string;
  description: string;
  categoryId: number | null;
  priceFen: number;
  stock: number;
  /** Works only: editions sold so far (the edition size may not go below it). */
  sold: number;
  mediaType: (typeof works.$inferSelect)['mediaType'] | null;
  licence: (typeof works.$inferSelect)['licence'] | null;
  updatedAt: Date;
  images: DraftImage[];
  translations: DraftTranslation[];
};

const common = <T extends typeof goods | typeof works>(table: T) => ({
  id: table.id,
  sellerId: table.sellerId,
  status: table.status,
  originalLang: table.originalLang,
  title: table.title,
  description: table.description,
  categoryId: table.categoryId,
  priceFen: table.price,
  updatedAt: table.updatedAt,
});

async function readRow(db: Db, kind: ItemKind, id: number) {
  if (kind === 'goods') {
    const [row] = await db
      .select({ ...common(goods), stock: goods.stock })
      .from(goods)
      .where(eq(goods.id, id));
    return row && { ...row, sold: 0, mediaType: null, licence: null };
  }
  const [row] = await db
    .select({
      ...common(works),
      stock: works.editionSize,
      sold: works.editionsSold,
      mediaType: works.mediaType,
      licence: works.licence,
    })
    .from(works)
    .where(eq(works.id, id));
  return row;
}

function readImages(db: Db, kind: ItemKind, id: number): Promise<DraftImage[]> {
  const table = kind === 'goods' ? goodsImages : workImages;
  const owner = kind === 'goods' ? goodsImages.goodsId : workImages.workId;
  return db
    .select({ url: table.url, width: table.width, height: table.height })
    .from(table)
    .where(eq(owner, id))
    .orderBy(asc(table.position));
}

function readTranslations(db: Db, kind: ItemKind, id: number): Promise<DraftTranslation[]> {
  const table = kind === 'goods' ? goodsTranslations : workTranslations;
  const owner = kind === 'goods' ? goodsTranslations.goodsId : workTranslations.workId;
  return db
    .select({ lang: table.lang, title: table.title, description: table.description })
    .from(table)
    .where(eq(owner, id))
    .orderBy(asc(table.lang));
}

/** The item with its images and translations (the caller has checked whose it is). */
export async function readContent(db: Db, kind: ItemKind, id: number): Promise<DraftContent | null> {
  const row = await readRow(db, kind, id);
  if (!row) return null;
  const [images, translations] = [await readImages(db, kind, id), await readTranslations(db, kind, id)];
  return { ...row, images, translations };
}

/** Replaces the images: their order is `images`' (the first is the cover). */
export async function writeImages(tx: Db, kind: ItemKind, id: number, images: DraftImage[]): Promise<void> {
  if (kind === 'goods') {
    await tx.delete(goodsImages).where(eq(goodsImages.goodsId, id));
    if (images.length === 0) return;
    await tx
      .insert(goodsImages)
      .values(images.map((image, position) => ({ ...image, goodsId: id, position })));
    return;
  }
  await tx.delete(workImages).where(eq(workImages.workId, id));
  if (images.length === 0) return;
  await tx.insert(workImages).values(images.map((image, position) => ({ ...image, workId: id, position })));
}

/** Replaces the translations: languages not in `rows` are removed, the others added or updated. */
export async function writeTranslations(
  tx: Db,
  kind: ItemKind,
  id: number,
  rows: DraftTranslation[],
): Promise<void> {
  const langs = rows.map((row) => row.lang);
  const update = {
    title: sql`excluded.title`,
    description: sql`excluded.description`,
    updatedAt: sql`now()`,
  };
  if (kind === 'goods') {
    const kept = langs.length > 0 ? notInArray(goodsTranslations.lang, langs) : undefined;
    await tx.delete(goodsTranslations).where(and(eq(goodsTranslations.goodsId, id), kept));
    if (rows.length === 0) return;
    await tx
      .insert(goodsTranslations)
      .values(rows.map((row) => ({ ...row, goodsId: id })))
      .onConflictDoUpdate({ target: [goodsTranslations.goodsId, goodsTranslations.lang], set: update });
    return;
  }
  const kept = langs.length > 0 ? notInArray(workTranslations.lang, langs) : undefined;
  await tx.delete(workTranslations).where(and(eq(workTranslations.workId, id), kept));
  if (rows.length === 0) return;
  await tx
    .insert(workTranslations)
    .values(rows.map((row) => ({ ...row, workId: id })))
    .onConflictDoUpdate({ target: [workTranslations.workId, workTranslations.lang], set: update });
}
