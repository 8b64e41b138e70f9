// Expected failures of a mutation become payload `userErrors` (schema/base.graphql, UserError); everything else
// (UNAUTHENTICATED, upstream failures, bugs) is still thrown. Messages are nextland's, in the request language.
import { GraphQLError } from 'graphql';
import { type ConflictLine, ErrorCode, type FieldError } from './errors.js';
import type { UserError } from './generated/graphql.js';

/** nextland's body fields that the GraphQL inputs name differently. */
const fieldNames: Record<string, string> = {
  registration_ticket: 'ticket',
  sms_code: 'smsCode',
  invitation_code: 'invitationCode',
};

/** `sms_code` → `smsCode`, `portfolio.0` stays; a whole-body failure (`body`, `querystring`) names no field. */
export function toGraphqlField(field: string): string | null {
  if (field === 'body' || field === 'querystring' || field === 'params' || field === 'request') return null;
  const [head = '', ...rest] = field.split('.');
  const mapped =
    fieldNames[head] ?? head.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  return [mapped, ...rest].join('.');
}

const codes: Partial<Record<string, string>> = {
  [ErrorCode.badUserInput]: 'INVALID',
  [ErrorCode.forbidden]: 'FORBIDDEN',
  [ErrorCode.notFound]: 'NOT_FOUND',
  [ErrorCode.conflict]: 'CONFLICT',
  [ErrorCode.rateLimited]: 'RATE_LIMITED',
};

export function userError(code: string, message: string, field: string | null = null): UserError {
  return { field, code, message, retryAfter: null };
}

/** SOLD_OUT, a work's OWNED or AWAITING_PAYMENT as they are; any other named line is a CONFLICT. */
function lineCode(code: string): string {
  return code === 'SOLD_OUT' || code === 'OWNED' || code === 'AWAITING_PAYMENT' ? code : 'CONFLICT';
}

/** The user errors for an expected failure, or undefined for an error that must be thrown. */
export function toUserErrors(error: unknown): UserError[] | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const code = codes[String(error.extensions.code)];
  if (!code) return undefined;
  const fields = (error.extensions.fields ?? []) as FieldError[];
  if (code === 'INVALID' && fields.length > 0) {
    return fields.map((f) => userError(code, f.message, toGraphqlField(f.field)));
  }
  const lines = (error.extensions.lines ?? []) as ConflictLine[];
  if (code === 'CONFLICT' && lines.length > 0) {
    // A checkout names its lines: sold out, or changed since the buyer saw them.
    // Works (decision 0023) name `workId`, and add OWNED / AWAITING_PAYMENT, whose message says what to do.
    return lines.map((line) =>
      userError(lineCode(line.code), error.message, `lines.${line.goodsId ?? line.workId}`),
    );
  }
  const retryAfter = error.extensions.retryAfter;
  return [
    { ...userError(code, error.message), retryAfter: typeof retryAfter === 'number' ? retryAfter : null },
  ];
}

export type Outcome<T> = { value: T; userErrors: UserError[] } | { value: null; userErrors: UserError[] };

/** Awaits a nextland call; expected failures come back as userErrors, anything else is rethrown. */
export async function attempt<T>(pending: Promise<T>): Promise<Outcome<T>> {
  try {
    return { value: await pending, userErrors: [] };
  } catch (error) {
    const userErrors = toUserErrors(error);
    if (!userErrors) throw error;
    return { value: null, userErrors };
  }
}
