import { z } from 'zod';
import { cursorRecord } from '../../lib/cursor.js';
import { LANGS } from '../../lib/lang.js';
import { sellerDto } from '../seller/validators.js';
import { AuctionLotStatus, GoodsStatus, SaleType } from './status.js';

export const imageDto = z
  .object({
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
  })
  .meta({ id: 'Image' });

export const auctionDto = z
  .object({
    startPrice: z.number().int(),
    currentPrice: z.number().int(),
    increment: z.number().int(),
    bidCount: z.number().int(),
    startsAt: z.string(),
    endsAt: z.string(),
    status: z
      .enum(AuctionLotStatus)
      .describe('0 not started, 1 bidding, 2 won awaiting payment, 3 completed, 4 unsold'),
  })
  .meta({ id: 'Auction' });

const goodsSummaryFields = z.object({
  id: z.string(),
  title: z.string().describe('In `lang`: the viewer’s language when translated, otherwise the original'),
  lang: z.enum(LANGS).describe('Language of `title` (and of a detail’s `description`) as returned'),
  originalLang: z.enum(LANGS).describe('Language the seller wrote the listing in'),
  translated: z
    .boolean()
    .describe('True when `title`/`description` are a translation into the requested language'),
  saleType: z.enum(SaleType).describe('0 fixed price, 1 auction'),
  status: z
    .enum(GoodsStatus)
    .describe('0 draft, 1 under review, 2 rejected, 3 on sale, 4 off sale, 5 sold out'),
  price: z.number().int().describe('Fen; for auctions the current price'),
  stock: z.number().int(),
  cover: imageDto,
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  sellerId: z.string(),
  seller: sellerDto.describe('Public profile of the seller, the same shape as the seller batch returns'),
  auction: auctionDto.nullable(),
  likeCount: z.number().int(),
  collectCount: z.number().int(),
  salesCount: z.number().int(),
  isLiked: z.boolean().nullable(),
  isCollected: z.boolean().nullable(),
  rejectReason: z
    .string()
    .nullable()
    .optional()
    .describe(
      "Management view only (manage=true): the official's reason when status is 2 (rejected), else null",
    ),
  secondChance: z
    .boolean()
    .optional()
    .describe(
      'Management view only: the lot went unsold after its winner did not pay, and another bidder may be ' +
        'offered it (POST …/customer/auction/second-chance/{goodsId})',
    ),
  createdAt: z.string(),
});

export const goodsSummaryDto = goodsSummaryFields.meta({ id: 'GoodsSummary' });

export const goodsCursorRecordDto = cursorRecord(goodsSummaryFields, 'GoodsCursorRecord');

export const goodsDetailDto = goodsSummaryFields
  .extend({
    description: z.string().describe('Plain text, in `lang` like the title'),
    images: z.array(imageDto),
  })
  .meta({ id: 'GoodsDetail' });

export type ImageDto = z.output<typeof imageDto>;
export type AuctionDto = z.output<typeof auctionDto>;
export type GoodsSummary = z.output<typeof goodsSummaryDto>;
export type GoodsDetail = z.output<typeof goodsDetailDto>;
export type GoodsCursorRecord = z.output<typeof goodsCursorRecordDto>;
