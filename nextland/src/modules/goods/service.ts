import type { Db } from '../../db/client.js';
import { cursorPageOf } from '../../lib/catalogue/page.js';
import type { CursorPage, TotalRelation } from '../../lib/cursor.js';
import { NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import type { Lang } from '../../lib/lang.js';
import { type CappedPage, offsetOf, toPage } from '../../lib/paging.js';
import { NO_FLAGS, type UserFlags, userFlagsOf } from '../reaction/service.js';
import { reactionCursorSort } from '../reaction/validators.js';
import { toSellerDto } from '../seller/dto.js';
import type { AuctionDto, GoodsCursorRecord, GoodsDetail, GoodsSummary, ImageDto } from './dto.js';
import type { GoodsFilter } from './kind.js';
import { type ListedGoods, listGoodsPage, listReactedPage } from './listing.js';
import {
  type CartGoodsRow,
  findCartGoods,
  findGoodsById,
  findImages,
  findImagesOf,
  findPublicGoodsByIds,
  findSummaries,
  type GoodsRow,
} from './queries.js';
import type { auctionLots, goodsImages } from './schema.js';
import { shownText } from './shown-text.js';
import type { AuctionLotStatus, GoodsStatus, SaleType } from './status.js';
import type { GoodsCursorPageQuery, GoodsPageQuery } from './validators.js';

/** Shown when goods have no image yet (the seed writes this file). */
export const PLACEHOLDER_IMAGE: ImageDto = {
  url: '/files/placeholder.svg',
  width: 800,
  height: 800,
  alt: '',
};

function toImage(image: typeof goodsImages.$inferSelect | null, fallbackAlt: string): ImageDto {
  if (!image) return { ...PLACEHOLDER_IMAGE, alt: fallbackAlt };
  return { url: image.url, width: image.width, height: image.height, alt: image.alt || fallbackAlt };
}

function toAuction(lot: typeof auctionLots.$inferSelect | null): AuctionDto | null {
  if (!lot) return null;
  return {
    startPrice: lot.startPrice,
    currentPrice: lot.currentPrice,
    increment: lot.increment,
    bidCount: lot.bidCount,
    startsAt: lot.startsAt.toISOString(),
    endsAt: lot.endsAt.toISOString(),
    // Check constraints written from these constants (db/ddl.ts) keep the column within them.
    status: lot.status as AuctionLotStatus,
  };
}

export function flagsFor(
  db: Db,
  viewer: number | null,
  ask: { isAuthUserLike?: boolean | undefined; isAuthUserCollect?: boolean | undefined },
  rows: GoodsRow[],
): Promise<UserFlags> {
  return userFlagsOf(
    db,
    viewer,
    'goods',
    ask,
    rows.map((row) => row.goods.id),
  );
}

export function toSummary(row: GoodsRow, flags: UserFlags = NO_FLAGS): GoodsSummary {
  const { goods, categoryName, cover, lot, seller } = row;
  const { title, lang, translated } = shownText(row);
  return {
    id: String(goods.id),
    title,
    lang,
    originalLang: goods.originalLang,
    translated,
    saleType: goods.saleType as SaleType,
    status: goods.status as GoodsStatus,
    price: lot ? lot.currentPrice : goods.price,
    stock: goods.stock,
    cover: toImage(cover, title),
    categoryId: goods.categoryId === null ? null : String(goods.categoryId),
    categoryName,
    sellerId: String(goods.sellerId),
    seller: toSellerDto(seller),
    auction: toAuction(lot),
    likeCount: goods.likeCount,
    collectCount: goods.collectCount,
    salesCount: goods.salesCount,
    // Null unless asked for by a logged-in caller, as the contract says.
    isLiked: flags.liked ? flags.liked.has(goods.id) : null,
    isCollected: flags.collected ? flags.collected.has(goods.id) : null,
    createdAt: goods.createdAt.toISOString(),
  };
}

function filterOf(query: GoodsPageQuery | GoodsCursorPageQuery): GoodsFilter {
  return { keyword: query.keyword || undefined, categoryId: query.categoryId, saleType: query.saleType };
}

/** The "by me" filter of a list request; the route has made sure there is a viewer when one is asked for. */
function reactedFilterOf(query: GoodsPageQuery | GoodsCursorPageQuery, viewer: number | null) {
  const kind = reactionCursorSort(query);
  if (!kind || viewer === null) return undefined;
  return {
    ...filterOf(query),
    customerId: viewer,
    reaction: kind === 'liked' ? ('like' as const) : ('collect' as const),
    also: kind === 'liked' && query.collectedByMe ? ('collect' as const) : undefined,
  };
}

function relationOf(listed: ListedGoods): TotalRelation {
  return listed.capped ? 'AT_LEAST' : 'EXACT';
}

/** The spec's numbered page (`current`/`size`): an offset walk, meant for the first pages people reach. */
export async function listGoods(
  db: Db,
  lang: Lang,
  query: GoodsPageQuery,
  viewer: number | null,
): Promise<CappedPage<GoodsSummary>> {
  const page = { current: query.current, size: query.size };
  const where = { offset: offsetOf(page) };
  const reacted = reactedFilterOf(query, viewer);
  const listed = reacted
    ? await listReactedPage(db, lang, reacted, where, page.size)
    : await listGoodsPage(db, lang, filterOf(query), query.sort, where, page.size);
  const flags = await flagsFor(db, viewer, query, listed.rows);
  return {
    ...toPage(
      listed.rows.map((row) => toSummary(row, flags)),
      listed.total,
      page,
    ),
    hasNext: listed.hasNext,
    totalRelation: relationOf(listed),
  };
}

/** Keyset paging: every page, however deep, is one short index walk from the cursor. */
export async function listGoodsByCursor(
  db: Db,
  lang: Lang,
  query: GoodsCursorPageQuery,
  viewer: number | null,
): Promise<CursorPage<GoodsCursorRecord>> {
  const reacted = reactedFilterOf(query, viewer);
  const listed = reacted
    ? await listReactedPage(db, lang, reacted, { after: query.after }, query.size)
    : await listGoodsPage(db, lang, filterOf(query), query.sort, { after: query.after }, query.size);
  const flags = await flagsFor(db, viewer, query, listed.rows);
  return cursorPageOf(listed, (row) => toSummary(row, flags));
}

/**
 * Goods by id in any status, in the order of `ids` (the seller's management list and the officials' queue):
 * the callers chose the ids, so they decide who may see them.
 */
export async function goodsSummariesOf(db: Db, lang: Lang, ids: number[]): Promise<GoodsSummary[]> {
  return (await findSummaries(db, lang, ids)).map((row) => toSummary(row));
}

/** Unknown, malformed and hidden goods are all the same 404, so ids cannot be probed. */
export async function getGoodsDetail(
  db: Db,
  lang: Lang,
  rawId: string,
  viewer: number | null = null,
): Promise<GoodsDetail> {
  const id = parseId(rawId);
  if (id === null) throw new NotFoundError();
  const [row] = await findGoodsById(db, lang, id);
  if (!row) throw new NotFoundError();
  const flags = await flagsFor(db, viewer, { isAuthUserLike: true, isAuthUserCollect: true }, [row]);
  return toDetail(row, await findImages(db, id), flags);
}

function toDetail(
  row: GoodsRow,
  images: (typeof goodsImages.$inferSelect)[],
  flags: UserFlags = NO_FLAGS,
): GoodsDetail {
  const summary = toSummary(row, flags);
  return {
    ...summary,
    description: shownText(row).description,
    images: images.length > 0 ? images.map((image) => toImage(image, summary.title)) : [summary.cover],
  };
}

/**
 * Details of up to 100 goods in two queries, in the order asked; unknown and hidden ids are left out (as a
 * 404 would be). Lists that show descriptions or galleries (the BFF's list records) fetch them this way,
 * not one detail call per record.
 */
export async function getGoodsDetails(db: Db, lang: Lang, ids: number[]): Promise<GoodsDetail[]> {
  const rows = await findPublicGoodsByIds(db, lang, ids);
  if (rows.length === 0) return [];
  const images = await findImagesOf(
    db,
    rows.map((row) => row.goods.id),
  );
  const byId = new Map(rows.map((row) => [row.goods.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          toDetail(
            row,
            images.filter((image) => image.goodsId === id),
          ),
        ]
      : [];
  });
}

/** What a cart line shows of its goods, whatever their status now (a cart keeps lines that went off sale). */
export type CartGoods = {
  id: number;
  sellerId: number;
  sellerNickname: string;
  title: string;
  cover: ImageDto;
  price: number;
  stock: number;
  status: GoodsStatus;
  saleType: SaleType;
};

/**
 * Which language a listing's title is shown in (decision 0024): the reader's when the seller translated it,
 * otherwise the original, marked as such.
 */
export type ShownLanguage = { lang: Lang; originalLang: Lang; translated: boolean };

/**
 * Goods of a cart, any status, in one query (the cover is image 0), titled in the reader's language when
 * translated. Unknown ids are left out.
 */
export async function cartGoodsOf(
  db: Db,
  lang: Lang,
  ids: number[],
): Promise<Map<number, CartGoods & ShownLanguage>> {
  if (ids.length === 0) return new Map();
  return cartGoodsById(await findCartGoods(db, lang, ids));
}

/** Rows of cartGoodsQuery (goods/queries.ts) by id, as a cart shows them. */
export function cartGoodsById(rows: CartGoodsRow[]): Map<number, CartGoods & ShownLanguage> {
  return new Map(
    rows.map(({ translation, originalLang, ...row }) => {
      const title = translation?.title ?? row.title;
      return [
        row.id,
        {
          ...row,
          title,
          lang: translation?.lang ?? originalLang,
          originalLang,
          translated: Boolean(translation?.lang),
          cover: toImage(row.cover, title),
          status: row.status as GoodsStatus,
          saleType: row.saleType as SaleType,
        },
      ];
    }),
  );
}

/** Status moves of goods (release, review, sold out, restock) for other modules, e.g. orders. */
export { moveGoods } from './lifecycle.js';
/** The cart view's query, for a checkout's prepared read of a buyer's selected lines (cart/checkout-read.ts). */
export { cartGoodsQuery } from './queries.js';
export { addGoodsRating } from './rating.js';
