import { z } from 'zod';
import { cursorRecord } from '../../lib/cursor.js';
import { imageDto } from '../goods/dto.js';
import { GoodsStatus } from '../goods/status.js';
import { sellerDto } from '../seller/validators.js';
import { LICENCES, MEDIA_TYPES, WORK_LANGS } from './kinds.js';

const workSummaryFields = z.object({
  id: z.string(),
  title: z.string().describe('In `lang`: the viewer’s language when translated, otherwise the original'),
  description: z.string().describe('Plain text, in `lang` like the title'),
  lang: z.enum(WORK_LANGS).describe('Language of `title` and `description` as returned'),
  originalLang: z.enum(WORK_LANGS).describe('Language the seller wrote the listing in'),
  translated: z
    .boolean()
    .describe('True when `title`/`description` are a translation into the requested language'),
  mediaType: z.enum(MEDIA_TYPES),
  licence: z.enum(LICENCES),
  licenceName: z.string().describe('The licence’s name in the request’s language'),
  editionSize: z.number().int().describe('Editions in total (≥ 1)'),
  editionsLeft: z.number().int().describe('Editions not yet sold'),
  price: z.number().int().describe('Fen, per edition'),
  status: z
    .enum(GoodsStatus)
    .describe('0 draft, 1 under review, 2 rejected, 3 on sale, 4 off sale, 5 sold out'),
  cover: imageDto,
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  sellerId: z.string(),
  seller: sellerDto,
  likeCount: z.number().int(),
  collectCount: z.number().int(),
  isLiked: z.boolean().nullable().describe('The caller’s like; null unless asked for by a logged-in caller'),
  isCollected: z
    .boolean()
    .nullable()
    .describe('The caller’s collect; null unless asked for by a logged-in caller'),
  rejectReason: z
    .string()
    .nullable()
    .optional()
    .describe(
      "Management view only (manage=true): the official's reason when status is 2 (rejected), else null",
    ),
  createdAt: z.string(),
});

export const workCursorRecordDto = cursorRecord(workSummaryFields, 'WorkCursorRecord');

export const workDetailDto = workSummaryFields
  .extend({ images: z.array(imageDto).describe('Cover first') })
  .meta({ id: 'WorkDetail' });

export type WorkSummary = z.output<typeof workSummaryFields>;
export type WorkCursorRecord = z.output<typeof workCursorRecordDto>;
export type WorkDetail = z.output<typeof workDetailDto>;

/** The listing's vocabularies, for modules that describe works (the library). */
export { MEDIA_TYPES, WORK_LANGS } from './kinds.js';
