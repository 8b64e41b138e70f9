// Drafts of lots (decision 0028 §5): a goods draft with sale type 1 plus its auction step (auction/release.ts).
// The goods fields go through the goods drafts' own rules (drafts.ts); the price the goods row carries is the
// start price (a lot's goods price mirrors its current price) and the stock is one. Once the lot is on sale
// (or sold out) nothing of it can change: bidders bid on what they saw.
import type { AuctionDraft, DraftFields } from '@nextland/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import {
  type AuctionSettings,
  isLotGoods,
  readAuctionSettings,
  writeAuctionSettings,
} from '../auction/service.js';
import { auctionLots, goods } from '../goods/schema.js';
import { GoodsStatus, SaleType } from '../goods/status.js';
import type { DraftContent } from './draft-store.js';
import { createDraft, type DraftDeps, readDraft, saveDraft } from './drafts.js';
import { lockOwnItem } from './items.js';
import { assertSeller, type Seller } from './moves.js';

export type LotDraftInput = Omit<
  DraftFields,
  'stock' | 'priceFen' | 'editionSize' | 'mediaType' | 'licence'
> & {
  auction?: AuctionDraft | undefined;
};

/** The goods draft, its auction step, and the lot's live state once it is on sale. */
export type LotDraftContent = DraftContent & {
  auction: AuctionSettings;
  lot: { status: number; currentPriceFen: number; bidCount: number } | null;
};

function goodsFieldsOf(input: LotDraftInput): DraftFields {
  const { auction, ...fields } = input;
  return auction?.startPriceFen === undefined ? fields : { ...fields, priceFen: auction.startPriceFen };
}

async function withLot(db: Db, content: DraftContent): Promise<LotDraftContent> {
  const [lot] = await db
    .select({
      status: auctionLots.status,
      currentPriceFen: auctionLots.currentPrice,
      bidCount: auctionLots.bidCount,
    })
    .from(auctionLots)
    .where(eq(auctionLots.goodsId, content.id));
  return { ...content, auction: await readAuctionSettings(db, content.id), lot: lot ?? null };
}

/** The caller's own lot with its auction step; goods that are not a lot are 404 here. */
export async function readLotDraft(db: Db, user: Seller, id: number | null): Promise<LotDraftContent> {
  const content = await readDraft(db, user, 'goods', id);
  if (!(await isLotGoods(db, content.id))) throw new NotFoundError();
  return withLot(db, content);
}

/** A new lot draft (sale type 1, one of one) with whatever the first step filled in. */
export async function createLotDraft(
  deps: DraftDeps,
  lang: Lang,
  user: Seller,
  input: LotDraftInput,
): Promise<LotDraftContent> {
  assertSeller(user);
  const id = await deps.db.transaction(async (tx) => {
    const content = await createDraft({ ...deps, db: tx }, lang, user, 'goods', goodsFieldsOf(input));
    await tx.update(goods).set({ saleType: SaleType.AUCTION, stock: 1 }).where(eq(goods.id, content.id));
    await writeAuctionSettings(tx, content.id, input.auction ?? {});
    return content.id;
  });
  return readLotDraft(deps.db, user, id);
}

/** Saves fields of the caller's lot: a draft, a rejected or an unsold one (on sale: 409, nothing written). */
export async function saveLotDraft(
  deps: DraftDeps,
  lang: Lang,
  user: Seller,
  id: number | null,
  input: LotDraftInput,
): Promise<LotDraftContent> {
  assertSeller(user);
  if (id === null) throw new NotFoundError();
  await deps.db.transaction(async (tx) => {
    const item = await lockOwnItem(tx, 'goods', user.id, id);
    if (!(await isLotGoods(tx, id))) throw new NotFoundError();
    if (item.status === GoodsStatus.ON_SALE || item.status === GoodsStatus.SOLD_OUT)
      throw new ConflictError('selling.lotLocked');
    if (item.status === GoodsStatus.UNDER_REVIEW) throw new ConflictError('selling.editUnderReview');
    await saveDraft({ ...deps, db: tx }, lang, user, 'goods', id, goodsFieldsOf(input), { lot: true });
    if (input.auction) await writeAuctionSettings(tx, id, input.auction);
  });
  return readLotDraft(deps.db, user, id);
}
