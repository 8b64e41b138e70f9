import { z } from 'zod';
import { cursorPageSchema, cursorRecord } from '../../lib/cursor.js';
import { imageDto } from '../goods/dto.js';
import { MEDIA_TYPES, WORK_LANGS } from '../work/dto.js';

const libraryItemDto = z.object({
  id: z.string(),
  orderId: z.string().describe('The completed order that delivered it'),
  acquiredAt: z.string().describe('ISO 8601 UTC: when the payment arrived'),
  work: z.object({
    id: z.string(),
    title: z.string().describe('In `lang` when the work is translated into it, else the original'),
    lang: z.enum(WORK_LANGS).describe('Language of `title`'),
    translated: z.boolean(),
    mediaType: z.enum(MEDIA_TYPES),
    cover: imageDto,
    seller: z.object({ id: z.string(), nickname: z.string() }),
  }),
});

export const libraryPageDto = cursorPageSchema(cursorRecord(libraryItemDto, 'LibraryCursorRecord')).meta({
  id: 'LibraryCursorPage',
});

export type LibraryItemDto = z.output<typeof libraryItemDto>;
