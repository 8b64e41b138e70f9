import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoodsCategoriesQuery } from '../../features/goods/api/goods-categories.js';
import { loadPageQuery, PageQueryError, tryLoadPageQuery } from './load-page-query.js';

// A BFF stand-in answering each page query as the test says; WEB_BFF_TIMEOUT_MS is short.
const TIMEOUT_MS = 300;
type Answer = { status: number; body: unknown } | 'hang';
let answer: Answer;
let bff: Server;
const env = { BFF_URL: process.env.BFF_URL, WEB_BFF_TIMEOUT_MS: process.env.WEB_BFF_TIMEOUT_MS };

beforeAll(async () => {
  bff = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
  process.env.BFF_URL = `http://127.0.0.1:${(bff.address() as AddressInfo).port}`;
  process.env.WEB_BFF_TIMEOUT_MS = String(TIMEOUT_MS);
});

afterAll(async () => {
  bff.closeAllConnections();
  await new Promise((resolve) => bff.close(resolve));
  Object.assign(process.env, env);
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const pageContext = { headers: {}, locale: 'en' };

/** The status of Vike's `throw render(status)`, or the error itself when it is something else. */
async function abortStatus(pending: Promise<unknown>): Promise<unknown> {
  const error = await pending.then(
    () => 'resolved',
    (e: unknown) => e,
  );
  return (
    (error as { _pageContextAbort?: { abortStatusCode?: number } })._pageContextAbort?.abortStatusCode ??
    error
  );
}

const upstream = (code: string) => ({
  status: 200,
  body: { data: null, errors: [{ message: 'The service is unavailable', extensions: { code } }] },
});

describe('page data when the BFF or nextland is down or slow', () => {
  it('gives up on a BFF that does not answer within WEB_BFF_TIMEOUT_MS: 503, even for a page that can do without', async () => {
    answer = 'hang';
    const started = Date.now();
    expect(await abortStatus(tryLoadPageQuery(pageContext, GoodsCategoriesQuery, {}))).toBe(503);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 500);
  });

  it('turns a BFF that is not listening into 503', async () => {
    const url = process.env.BFF_URL;
    process.env.BFF_URL = 'http://127.0.0.1:9';
    try {
      expect(await abortStatus(loadPageQuery(pageContext, GoodsCategoriesQuery, {}))).toBe(503);
    } finally {
      process.env.BFF_URL = url;
    }
  });

  it.each(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT', 'UPSTREAM_ERROR'])(
    'surfaces %s from the BFF as 503 instead of an empty page',
    async (code) => {
      answer = upstream(code);
      expect(await abortStatus(tryLoadPageQuery(pageContext, GoodsCategoriesQuery, {}))).toBe(503);
      expect(await abortStatus(loadPageQuery(pageContext, GoodsCategoriesQuery, {}))).toBe(503);
    },
  );

  it('treats a gateway error status from in front of the BFF as 503', async () => {
    answer = { status: 502, body: { code: 502, error: 'UPSTREAM_UNAVAILABLE' } };
    expect(await abortStatus(loadPageQuery(pageContext, GoodsCategoriesQuery, {}))).toBe(503);
  });

  it('keeps a real empty result: the page renders it (200, cacheable)', async () => {
    answer = { status: 200, body: { data: { __typename: 'Query', categories: [] } } };
    const pageQuery = await tryLoadPageQuery(pageContext, GoodsCategoriesQuery, {});
    expect(pageQuery?.data).toEqual({ __typename: 'Query', categories: [] });
  });

  it('keeps other GraphQL errors apart: PageQueryError (500), or null for a page that can do without', async () => {
    answer = {
      status: 400,
      body: {
        errors: [{ message: 'Cannot query field', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
      },
    };
    expect(await abortStatus(loadPageQuery(pageContext, GoodsCategoriesQuery, {}))).toBeInstanceOf(
      PageQueryError,
    );
    expect(await tryLoadPageQuery(pageContext, GoodsCategoriesQuery, {})).toBeNull();
  });
});
