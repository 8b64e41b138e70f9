// The error replies in nextland's OpenAPI document: one shared response per status (components.responses), so
// a client generated from the document has one error type, and every operation lists the statuses it can answer.
// Two kinds: those every route can answer, which come from the framework and are added here (400: the input
// rules and validation; 401: the client credential on /nextland-* routes, the session on the routes that need
// one; 503: stopping, overload, the database unavailable), and those a route's own rules answer, which the route
// declares with `refusals(…)` (lib/envelope.ts) and which are rewritten here to the shared responses.
import { errorEnvelope, rateLimitedEnvelope, validationErrorEnvelope } from './envelope.js';
import { CLIENT_ROUTE_PREFIX, PROVIDER_NOTIFY_PREFIX } from './request-context.js';

type Json = Record<string, unknown>;

function schemaRef(schema: { meta(): { id?: string } | undefined }): Json {
  const id = schema.meta()?.id;
  if (!id) throw new Error('an error envelope schema needs an id');
  return { $ref: `#/components/schemas/${id}` };
}

function reply(description: string, schema: Json, headers?: Json): Json {
  return { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema } } };
}

const retryAfter = {
  'Retry-After': {
    description: 'Seconds after which a retry may succeed (the database unavailable, stopping)',
    schema: { type: 'integer' },
  },
};

/** components.responses: the envelope of each refusal, with what its code means. */
export const errorResponses: Json = {
  BadRequest: reply(
    'Code 400: the input breaks a rule (a field, a query or path parameter, or the body); `data.fields` names each and why',
    schemaRef(validationErrorEnvelope),
  ),
  Unauthorized: reply(
    'HTTP 401. Code 401: the client credential (`Authorization: Basic`) is missing or wrong. Code 506: no access ' +
      'token, or an expired one (refresh and ask again); code 507: an invalid or revoked token. Routes that need a ' +
      'session (security `user`) answer 506/507 without a live one; public routes that read an optional session ' +
      'answer 506 to an expired token',
    schemaRef(errorEnvelope),
  ),
  Forbidden: reply(
    "Code 403: the caller's account may not do this (an official's action, an unverified account, a disabled one)",
    schemaRef(errorEnvelope),
  ),
  NotFound: reply(
    "Code 404: what the request names does not exist, is not visible, or is not the caller's (never told apart)",
    schemaRef(errorEnvelope),
  ),
  Conflict: reply(
    'Code 409: valid, but the state of what it names does not allow it now (an illegal status move, a rule ' +
      'another request won); nothing was changed',
    schemaRef(errorEnvelope),
  ),
  TooManyRequests: reply(
    'Code 429: too many requests for one key (an address, a phone number, a user); `data.retryAfter` in seconds',
    schemaRef(rateLimitedEnvelope),
  ),
  Unavailable: reply(
    'Code 503: nextland is stopping, overloaded or cannot reach its database; nothing ran, a retry is safe',
    schemaRef(errorEnvelope),
    retryAfter,
  ),
};

const sharedByStatus: Record<string, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  429: 'TooManyRequests',
  503: 'Unavailable',
};

const ERROR_ENVELOPE_REF = schemaRef(errorEnvelope).$ref;

function responseRef(status: string): Json {
  return { $ref: `#/components/responses/${sharedByStatus[status]}` };
}

/** True for a response whose JSON schema is the error envelope (what `refusals(…)` declares). */
function isRefusal(response: unknown): boolean {
  const content = (response as { content?: Record<string, { schema?: { $ref?: string } }> }).content;
  return content?.['application/json']?.schema?.$ref === ERROR_ENVELOPE_REF;
}

/** /nextland-* routes check the client credential (lib/request-context.ts), except the providers' notifications. */
function checksClientCredential(path: string): boolean {
  return path.startsWith(CLIENT_ROUTE_PREFIX) && !path.startsWith(PROVIDER_NOTIFY_PREFIX);
}

/** An operation's responses with its refusals as the shared responses, and those every route can answer. */
export function withErrorResponses(path: string, responses: Json): Json {
  const all: Json = { ...responses };
  for (const [status, response] of Object.entries(all)) {
    if (sharedByStatus[status] && isRefusal(response)) all[status] = responseRef(status);
  }
  all[400] ??= responseRef('400');
  if (checksClientCredential(path)) all[401] ??= responseRef('401');
  all[503] ??= responseRef('503');
  return all;
}
