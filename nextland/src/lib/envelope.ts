import { z } from 'zod';
import type { Lang } from './lang.js';
import { t } from './messages/index.js';

export type Envelope<T> = { code: number; success: boolean; msg: string; data: T };

export type OkEnvelope<T> = { code: 200; success: true; msg: string; data: T };

export function ok<T>(lang: Lang, data: T): OkEnvelope<T> {
  return { code: 200, success: true, msg: t(lang, 'ok'), data };
}

export function fail(code: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, success: false, msg, data };
}

/** Response schema of a successful envelope, for serialisation and the OpenAPI document. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.literal(200),
    success: z.literal(true),
    msg: z.string(),
    data,
  });
}

export const errorEnvelope = z
  .object({
    code: z.number().int(),
    success: z.literal(false),
    msg: z.string(),
    data: z.unknown(),
  })
  .describe('Error envelope; validation errors carry data.fields [{field, message}]');
