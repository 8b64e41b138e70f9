import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';

/** What went wrong with a GraphQL request itself (not a `userErrors` answer), as the UI tells it. */
export type RequestErrorKind =
  | 'network'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'rateLimited'
  | 'server';

const BY_CODE: Record<string, RequestErrorKind> = {
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  RATE_LIMITED: 'rateLimited',
};

/** Classifies an Apollo error; map the kind to `common:ui.errors.<kind>` for the message. */
export function requestErrorKind(error: unknown): RequestErrorKind {
  if (CombinedGraphQLErrors.is(error)) {
    for (const item of error.errors) {
      const code = item.extensions?.code;
      if (typeof code === 'string' && BY_CODE[code]) return BY_CODE[code];
    }
    return 'server';
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return 'server';
  return 'network';
}

/** True when the BFF refused the operation for the viewer's role (e.g. the review queue for non-officials). */
export function isForbidden(error: unknown): boolean {
  return requestErrorKind(error) === 'forbidden';
}
