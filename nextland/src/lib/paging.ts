import { z } from 'zod';
import { TOTAL_RELATIONS, type TotalRelation } from './cursor.js';

export const MAX_PAGE_SIZE = 100;

/** `current` and `size` query parameters, coerced from strings. */
export const pagingQuery = {
  current: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('Page number, from 1'),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10).describe('Page size, 1–100'),
};

export type PageRequest = { current: number; size: number };
export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

export function offsetOf({ current, size }: PageRequest): number {
  return (current - 1) * size;
}

export function toPage<T>(records: T[], total: number, { current, size }: PageRequest): Page<T> {
  return { records, total, size, current, pages: Math.ceil(total / size) };
}

export function pageSchema<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });
}

/**
 * A numbered page whose total may be capped (lists that never count every match): `hasNext` comes from the
 * page itself, and `total`/`pages` are exact only when `totalRelation` is EXACT.
 */
export type CappedPage<T> = Page<T> & { hasNext: boolean; totalRelation: TotalRelation };

export function cappedPageSchema<T extends z.ZodType>(record: T) {
  return pageSchema(record).extend({
    total: z
      .number()
      .int()
      .describe('Number of matches: exact, or a lower bound when totalRelation is AT_LEAST'),
    pages: z.number().int().describe('Pages in `total` (a lower bound when totalRelation is AT_LEAST)'),
    hasNext: z.boolean().describe('True when a page follows `current`'),
    totalRelation: z.enum(TOTAL_RELATIONS).describe('EXACT, or AT_LEAST when counting stopped at the cap'),
  });
}
