// Opaque keyset cursors: base64url of a small JSON object (the last row's sort key and id, plus whatever the
// list needs to continue). Clients pass them back untouched; anything that does not decode to the list's own
// shape is a 400 on the cursor field, never a 500 or a silently wrong page.
import { z } from 'zod';

/** Longest cursor accepted; real ones are well under 200 characters. */
export const MAX_CURSOR_LENGTH = 300;

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** The decoded cursor, or null when the text is not base64url JSON of the expected shape. */
export function decodeCursor<T extends z.ZodType>(schema: T, text: string): z.output<T> | null {
  if (text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** A query parameter holding a cursor for `schema`, decoded during validation (400 `field.cursor` if bad). */
export function cursorQuery<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx) => {
      const cursor = decodeCursor(schema, text);
      if (cursor === null) {
        ctx.addIssue({ code: 'custom', message: 'field.cursor' });
        return z.NEVER;
      }
      return cursor;
    })
    .optional();
}

/** Exact when the count stopped below its cap; otherwise at least the cap. */
export const TOTAL_RELATIONS = ['EXACT', 'AT_LEAST'] as const;
export type TotalRelation = (typeof TOTAL_RELATIONS)[number];

export type CursorPage<T> = {
  records: T[];
  hasNext: boolean;
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
  total: number;
  totalRelation: TotalRelation;
};

export function cursorPageSchema<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    hasNext: z
      .boolean()
      .describe('True when a page follows (found by asking for one row more than the page)'),
    nextCursor: z.string().nullable().describe('Opaque cursor for `after`; null on the last page'),
    total: z
      .number()
      .int()
      .describe('Number of matches: exact, or a lower bound when totalRelation is AT_LEAST'),
    totalRelation: z.enum(TOTAL_RELATIONS).describe('EXACT, or AT_LEAST when counting stopped at the cap'),
  });
}

/**
 * A list record with its own cursor (the position right after it), for clients that resume from any row. `id`
 * names the shape in the OpenAPI document (the BFF's generated contract).
 */
export function cursorRecord<T extends z.ZodRawShape>(record: z.ZodObject<T>, id: string) {
  return record
    .extend({
      cursor: z
        .string()
        .describe('Opaque cursor of the position after this record: pass as `after` to continue from it'),
    })
    .meta({ id });
}
