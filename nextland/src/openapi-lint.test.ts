// The OpenAPI document as an integrator meets it: linted with Redocly's recommended rules (redocly.yaml), one
// stable operationId and a summary per operation, and the error replies and session guard each route really has.
import { join } from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from './config.js';
import { operationIdOf } from './lib/docs-operation-id.js';
import { withDocumentedApp } from './openapi.js';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, unknown>; schemas: Record<string, unknown> };
};
type Probe = { status: number; code: unknown };

const CUSTOMER = '/nextland-customer/api/framework/v1';
const SITE = '/nextland-site/api/framework/v1/site';
const basic = `Basic ${Buffer.from(`${DEFAULT_CLIENT_ID}:${DEFAULT_CLIENT_SECRET}`).toString('base64')}`;

let document: Document;
/** `METHOD path` → the answer to a request with the client credential, no session and a NUL in the query. */
const probes = new Map<string, Probe>();

function operations(): [key: string, path: string, method: string, operation: Operation][] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(
      ([method, operation]) => [`${method.toUpperCase()} ${path}`, path, method, operation] as const,
    ),
  ) as [string, string, string, Operation][];
}

/**
 * The guard answers first (onRequest: 506 without a session); on a public route the input rule does, before
 * validation and the handler (preValidation: NUL in the query is 400). So no request reaches the database.
 */
async function probe(app: FastifyInstance, method: string, path: string): Promise<Probe> {
  const reply = await app.inject({
    method: method.toUpperCase() as 'GET',
    url: `${path.replace(/\{\w+\}/g, '1')}?probe=%00`,
    headers: { authorization: basic },
  });
  return { status: reply.statusCode, code: reply.json().code };
}

beforeAll(async () => {
  await withDocumentedApp(async (app) => {
    document = app.swagger() as unknown as Document;
    for (const [key, path, method] of operations()) probes.set(key, await probe(app, method, path));
  });
});

describe("nextland's OpenAPI document", () => {
  it("passes Redocly's recommended rules with no error and no warning (redocly.yaml)", async () => {
    const config = await loadConfig({ configPath: join(import.meta.dirname, '..', 'redocly.yaml') });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const found = problems.map(
      ({ severity, ruleId, message, location }) =>
        `${severity} ${ruleId}: ${message} (${location[0]?.pointer ?? ''})`,
    );
    expect(found).toEqual([]);
  });

  it('names every operation by its method and path, and summarises it', () => {
    for (const [key, path, method, operation] of operations()) {
      expect(operation.operationId, key).toBe(operationIdOf(method, path));
      expect(operation.summary?.length, key).toBeGreaterThan(10);
    }
    // Ids clients are generated with: adding or moving other routes must never change them.
    const ids = operations().map(([, , , operation]) => operation.operationId);
    expect(ids).toEqual(
      expect.arrayContaining([
        'getHealth',
        'getEvents',
        'getSiteHomepageGoodsCursorPage',
        'getSiteGoodsDetailById',
        'getSiteAuctionByGoodsIdBids',
        'postCustomerWxLogin',
        'postCustomerOrderCancelById',
        'putSiteGoodsDraftById',
        'postReviewApproveById',
        'getCurrentCustomerDetail',
      ]),
    );
  });

  it('lists the error replies: the shared envelopes, 400 and 503 everywhere, 401 on client routes', () => {
    for (const [key, path, , operation] of operations()) {
      const { responses } = operation;
      expect(
        Object.keys(responses).filter((status) => /^\dXX$/.test(status)),
        key,
      ).toEqual([]);
      expect(responses[400], key).toEqual({ $ref: '#/components/responses/BadRequest' });
      if (path !== '/ready')
        expect(responses[503], key).toEqual({ $ref: '#/components/responses/Unavailable' });
      const clientRoute = path.startsWith('/nextland-');
      expect(responses[401], key).toEqual(
        clientRoute ? { $ref: '#/components/responses/Unauthorized' } : undefined,
      );
    }
    const refusalsOf = (method: string, path: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {}).filter((status) =>
        ['403', '404', '409', '429'].includes(status),
      );
    expect(refusalsOf('get', `${CUSTOMER}/customer/address/detail/{id}`)).toEqual(['404']);
    expect(refusalsOf('post', `${CUSTOMER}/customer/order/cancel/{id}`)).toEqual(['404', '409']);
    expect(refusalsOf('post', `${CUSTOMER}/review/approve/{id}`)).toEqual(['403', '404', '409']);
    expect(refusalsOf('post', `${CUSTOMER}/customer/wx/login`)).toEqual(['403', '429']);
    expect(refusalsOf('get', `${SITE}/homepage/goods/page`)).toEqual([]);
    expect(document.components.schemas).toHaveProperty('ValidationErrorEnvelope.properties.data');
    expect(document.components.responses).toHaveProperty(
      'TooManyRequests.content.application/json.schema.$ref',
      '#/components/schemas/RateLimitedEnvelope',
    );
  });

  it("asks for the user's session exactly on the routes whose guard refuses a request without one", () => {
    const guarded: string[] = [];
    for (const [key, , , operation] of operations()) {
      const signedIn = operation.security?.some((requirement) => 'user' in requirement) ?? false;
      const answer = probes.get(key);
      expect(answer, key).toEqual(signedIn ? { status: 401, code: 506 } : { status: 400, code: 400 });
      if (signedIn) guarded.push(key);
    }
    expect(guarded).toEqual(
      expect.arrayContaining([
        `GET ${CUSTOMER}/customer/address/list`,
        `POST ${CUSTOMER}/customer/logout`,
        `POST ${SITE}/goods/like/{id}`,
        `POST ${CUSTOMER}/customer/auction/bid/{goodsId}`,
      ]),
    );
    expect(guarded).not.toContain(`GET ${SITE}/auction/{goodsId}`);
  });
});
