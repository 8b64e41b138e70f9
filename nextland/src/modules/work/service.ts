import type { Db } from '../../db/client.js';
import { isSortCursor, type SortCursor } from '../../lib/catalogue/cursor.js';
import { cursorPageOf } from '../../lib/catalogue/page.js';
import type { CursorPage } from '../../lib/cursor.js';
import { NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import type { Lang } from '../../lib/lang.js';
import type { ImageDto } from '../goods/dto.js';
import type { GoodsStatus } from '../goods/status.js';
import { NO_FLAGS, type UserFlags, userFlagsOf } from '../reaction/service.js';
import { reactionCursorSort } from '../reaction/validators.js';
import { toSellerDto } from '../seller/dto.js';
import { managedPositions } from '../selling/service.js';
import type { WorkCursorRecord, WorkDetail, WorkSummary } from './dto.js';
import { type WorkCursor, type WorkFilter, type WorkSort, workCursor } from './kind.js';
import { licenceName } from './kinds.js';
import { listWorksPage } from './listing.js';
import { findWorkById, findWorkImages, findWorkRows, type WorkRow } from './queries.js';
import { listReactedWorksPage } from './reacted.js';
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

function toSummary(row: WorkRow, lang: Lang, flags: UserFlags = NO_FLAGS): WorkSummary {
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
    // Null unless asked for by a logged-in caller, as the contract says.
    isLiked: flags.liked ? flags.liked.has(work.id) : null,
    isCollected: flags.collected ? flags.collected.has(work.id) : null,
    createdAt: work.createdAt.toISOString(),
  };
}

/**
 * Works by id in any status, each in the reader's language (carts, checkout and the library read them
 * through this). Unknown ids are left out.
 */
// Editions the order module takes and gives back inside its transactions: editions.ts.
export { giveBackEditions, lockWorks, takeEditions } from './editions.js';
export { addWorkRating } from './rating.js';
export async function workSummariesOf(db: Db, lang: Lang, ids: number[]): Promise<Map<number, WorkSummary>> {
  const rows = await findWorkRows(db, lang, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.work.id, toSummary(row, lang)]));
}

/** The "by me" filter of a list request; the route has made sure there is a viewer when one is asked for. */
function reactedFilterOf(query: WorkCursorPageQuery, filter: WorkFilter, viewer: number | null) {
  const kind = reactionCursorSort(query);
  if (!kind || viewer === null) return undefined;
  return {
    ...filter,
    customerId: viewer,
    reaction: kind === 'liked' ? ('like' as const) : ('collect' as const),
    also: kind === 'liked' && query.collectedByMe ? ('collect' as const) : undefined,
  };
}

/** A catalogue cursor; the request validator lets one through only on a catalogue list. */
function sortCursorOf(after: WorkCursor | undefined): SortCursor<WorkSort> | undefined {
  return isSortCursor(after) ? after : undefined;
}

/** A "by me" list's cursor position. */
function reactedAfterOf(after: WorkCursor | undefined): { k: string; i: number } | undefined {
  return after && !isSortCursor(after) ? { k: after.k, i: after.i } : undefined;
}

/** Keyset paging: every page, however deep, is one short index walk from the cursor. */
export async function listWorksByCursor(
  db: Db,
  lang: Lang,
  query: WorkCursorPageQuery,
  viewer: number | null = null,
): Promise<CursorPage<WorkCursorRecord>> {
  const filter: WorkFilter = {
    keyword: query.keyword || undefined,
    categoryId: query.categoryId,
    mediaType: query.mediaType,
    licence: query.licence,
    minFen: query.minFen,
    maxFen: query.maxFen,
  };
  const reacted = reactedFilterOf(query, filter, viewer);
  const listed = reacted
    ? await listReactedWorksPage(db, lang, reacted, reactedAfterOf(query.after), query.size)
    : await listWorksPage(db, lang, filter, query.sort, sortCursorOf(query.after), query.size);
  const flags = await userFlagsOf(
    db,
    viewer,
    'opus',
    query,
    listed.rows.map((row) => row.work.id),
  );
  return cursorPageOf(listed, (row) => toSummary(row, lang, flags));
}

/** The seller's management view of the cursor list (manage=true): their own works, any status. */
export async function listManagedWorks(
  db: Db,
  lang: Lang,
  query: WorkCursorPageQuery,
  sellerId: number,
): Promise<CursorPage<WorkCursorRecord>> {
  const after = query.after?.s === 'updated' ? { k: query.after.k, i: query.after.i } : undefined;
  const filter = { sellerId, status: query.status };
  const listed = await managedPositions(db, 'opus', filter, { after }, query.size);
  const ids = listed.positions.map((position) => position.id);
  const [rows, flags] = await Promise.all([
    findWorkRows(db, lang, ids),
    userFlagsOf(db, sellerId, 'opus', query, ids),
  ]);
  const byId = new Map(listed.positions.map((position) => [position.id, position]));
  const records = rows.map((row) => ({
    ...toSummary(row, lang, flags),
    rejectReason: byId.get(row.work.id)?.rejectReason ?? null,
    cursor: workCursor('updated', byId.get(row.work.id)?.updatedAt ?? row.work.updatedAt, row.work.id),
  }));
  return {
    records,
    hasNext: listed.hasNext,
    nextCursor: listed.hasNext ? (records.at(-1)?.cursor ?? null) : null,
    total: listed.total,
    totalRelation: listed.capped ? 'AT_LEAST' : 'EXACT',
  };
}

/** Unknown, malformed and hidden works are all the same 404, so ids cannot be probed. */
export async function getWorkDetail(
  db: Db,
  lang: Lang,
  rawId: string,
  viewer: number | null = null,
): Promise<WorkDetail> {
  const id = parseId(rawId);
  if (id === null) throw new NotFoundError();
  const [row] = await findWorkById(db, lang, id);
  if (!row) throw new NotFoundError();
  const flags = await userFlagsOf(db, viewer, 'opus', { isAuthUserLike: true, isAuthUserCollect: true }, [
    id,
  ]);
  const summary = toSummary(row, lang, flags);
  const images = await findWorkImages(db, id);
  return {
    ...summary,
    images: images.length > 0 ? images.map((image) => toImage(image, summary.title)) : [summary.cover],
  };
}
