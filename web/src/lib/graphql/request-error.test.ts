import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { isForbidden, requestErrorKind } from './request-error';

const graphQLError = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });

describe('requestErrorKind', () => {
  it('reads the BFF error code', () => {
    expect(requestErrorKind(graphQLError('FORBIDDEN'))).toBe('forbidden');
    expect(isForbidden(graphQLError('FORBIDDEN'))).toBe(true);
    expect(requestErrorKind(graphQLError('UNAUTHENTICATED'))).toBe('unauthenticated');
    expect(requestErrorKind(graphQLError('UPSTREAM_ERROR'))).toBe('server');
  });

  it('tells server answers from network failures', () => {
    const response = new Response('oops', { status: 502 });
    expect(requestErrorKind(new ServerError('bad gateway', { response, bodyText: 'oops' }))).toBe('server');
    expect(requestErrorKind(new TypeError('Failed to fetch'))).toBe('network');
  });
});
