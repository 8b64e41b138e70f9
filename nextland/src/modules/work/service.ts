import type { Db } from '../../db/client.js';
import type { CursorPage } from '../../lib/cursor.js';
import { NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import type { Lang } from '../../lib/lang.js';
import type { ImageDto } from '../goods/dto.js';
import type { GoodsStatus } from '../goods/status.js';
import { toSellerDto } from '../seller/dto.js';
import type { WorkCursorRecord, WorkDetail, WorkSummary } from './dto.js';
import { licenceName } from './kinds.js';
import { listWorksPage } from './listing.js';
import { findWorkById, findWorkImages, findWorkRows, type WorkRow } from './queries.js';
import type { workImages } from './schema.js';
import type { WorkCursorPageQuery } from './validators.js';

/** The seed writes this file; shown when a work has no image yet. */
const PLACEHOLDER_IMAGE: ImageDto = { url: '/files/placeholder.svg', width: 800, height: 800, alt: '' };

function toImage(image: typeof workImages.$inferSelect | null, fallbackAlt: string): ImageDto {
  if (!image) return { ...PLACEHOLDER_IMAGE, alt: fallbackAlt };
  return { url: image.url, width: image.width, height: image.height, alt: image.alt || fallbackAlt };
}

/** The viewer's language when the work has it, otherwise the original, and which one it is. */
function shownText({ work, translation }: WorkRow) {
  if (translation?.lang) {
    return {
      title: translation.title,
      description: translation.description,
      lang: translation.lang,
      translated: true,
    };
  }
  return { title: work.title, description: work.description, lang: work.originalLang, translated: false };
}

function toSummary(row: WorkRow, lang: Lang): WorkSummary {
  const { work, categoryName, cover, seller } = row;
  const text = shownText(row);
  return {
    id: String(work.id),
    ...text,
    originalLang: work.originalLang,
    mediaType: work.mediaType,
    licence: work.licence,
    licenceName: licenceName(work.licence, lang),
    editionSize: work.editionSize,
    editionsLeft: work.editionSize - work.editionsSold,
    price: work.price,
    // Check constraints written from these constants keep the column within them.
    status: work.status as GoodsStatus,
    cover: toImage(cover, text.title),
    categoryId: work.categoryId === null ? null : String(work.categoryId),
    categoryName,
    sellerId: String(work.sellerId),
    seller: toSellerDto(seller),
    likeCount: work.likeCount,
    collectCount: work.collectCount,
    createdAt: work.createdAt.toISOString(),
  };
}

/**
 * Works by id in any status, each in the reader's language (carts, checkout and the library read them
 * through this). Unknown ids are left out.
 */
export async function workSummariesOf(db: Db, lang: Lang, ids: number[]): Promise<Map<number, WorkSummary>> {
  const rows = await findWorkRows(db, lang, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.work.id, toSummary(row, lang)]));
}

/** Keyset paging: every page, however deep, is one short index walk from the cursor. */
export async function listWorksByCursor(
  db: Db,
  lang: Lang,
  query: WorkCursorPageQuery,
): Promise<CursorPage<WorkCursorRecord>> {
  const filter = {
    keyword: query.keyword || undefined,
    categoryId: query.categoryId,
    mediaType: query.mediaType,
    licence: query.licence,
    minFen: query.minFen,
    maxFen: query.maxFen,
  };
  const listed = await listWorksPage(db, lang, filter, query.sort, query.after, query.size);
  return {
    records: listed.rows.map((row, i) => ({ ...toSummary(row, lang), cursor: listed.cursors[i] ?? '' })),
    hasNext: listed.hasNext,
    nextCursor: listed.nextCursor,
    total: listed.total,
    totalRelation: listed.capped ? 'AT_LEAST' : 'EXACT',
  };
}

/** Unknown, malformed and hidden works are all the same 404, so ids cannot be probed. */
export async function getWorkDetail(db: Db, lang: Lang, rawId: string): Promise<WorkDetail> {
  const id = parseId(rawId);
  if (id === null) throw new NotFoundError();
  const [row] = await findWorkById(db, lang, id);
  if (!row) throw new NotFoundError();
  const summary = toSummary(row, lang);
  const images = await findWorkImages(db, id);
  return {
    ...summary,
    images: images.length > 0 ? images.map((image) => toImage(image, summary.title)) : [summary.cover],
  };
}
