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

/** The shape of every refusal (`fail()`): `code` is the envelope code, which the HTTP status mirrors. */
function refusalOf<Code extends z.ZodType, Data extends z.ZodType>(code: Code, data: Data) {
  return z.object({
    code,
    success: z.literal(false),
    msg: z.string().describe('What went wrong, in the request language'),
    data,
  });
}

/** Any refusal (506 and 507 are HTTP 401). Named: a route's error replies are one component in the OpenAPI document. */
export const errorEnvelope = refusalOf(z.number().int(), z.unknown()).meta({
  id: 'ErrorEnvelope',
  description: 'A refusal: `msg` says why, in the request language',
});

/** A 400 (lib/error-handler.ts, ValidationError): each field that breaks a rule, and why. Documentation only. */
export const validationErrorEnvelope = refusalOf(
  z.literal(400),
  z
    .looseObject({
      fields: z.array(
        z.object({
          field: z.string().describe('`body`, a body field (`regions.1`), a query or path parameter'),
          message: z.string().describe('The rule it breaks, in the request language'),
        }),
      ),
    })
    .nullable()
    .describe('Null when the body itself was refused (too large, another media type)'),
).meta({ id: 'ValidationErrorEnvelope', description: 'Invalid input: the fields and the rules they break' });

/** A 429 (lib/rate-limit.ts, the SMS resend interval). Documentation only. */
export const rateLimitedEnvelope = refusalOf(
  z.literal(429),
  z.object({ retryAfter: z.number().int().describe('Seconds to wait before trying again') }),
).meta({
  id: 'RateLimitedEnvelope',
  description: 'Too many requests for one key: wait `retryAfter` seconds',
});

/** Envelope codes a route's own rules can answer; every route can also answer 400, 401 and 503 (lib/docs-errors.ts). */
export type RefusalCode = 403 | 404 | 409 | 429;

/**
 * The error replies a route gives beyond those every route can, for its `response` schema:
 * `{ 200: envelopeOf(dto), ...refusals(404, 409) }` — 404 when it names something that may not exist (or not be
 * the caller's), 409 when a state or a unique rule may refuse it, 403 for a role it checks, 429 for a rate limit.
 */
export function refusals(...codes: RefusalCode[]): Record<RefusalCode, typeof errorEnvelope> {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelope])) as Record<
    RefusalCode,
    typeof errorEnvelope
  >;
}
