import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postGraphql } from '../test-support/test-app.js';
import { armorLimits } from './armor.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(undefined);
});
afterAll(() => app.close());

/**
 * The schema has no cycles, so depth comes from nested inline fragments, which armor counts as levels (as it
 * counts the web's colocated fragments): a valid query of any depth.
 */
function deepQuery(levels: number): string {
  let selection = 'ping';
  for (let i = 0; i < levels; i += 1) selection = `... on Query { ${selection} }`;
  return `{ ${selection} }`;
}

function aliases(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: ping`).join(' ')} }`;
}

describe('graphql-armor limits', () => {
  it('accepts a query within the depth limit and rejects a deeper one', async () => {
    expect((await postGraphql(app, deepQuery(armorLimits.maxDepth - 1))).body).toEqual({
      data: { ping: true },
    });
    const deep = await postGraphql(app, deepQuery(armorLimits.maxDepth));
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0]?.message).toMatch(/depth/i);
    expect(deep.body.data).toBeUndefined();
  });

  it('accepts the alias limit and rejects an alias bomb', async () => {
    expect((await postGraphql(app, aliases(armorLimits.maxAliases))).body.errors).toBeUndefined();
    const bomb = await postGraphql(app, aliases(armorLimits.maxAliases + 1));
    expect(bomb.status).toBe(400);
    expect(bomb.body.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('rejects a token flood at parse time with 400', async () => {
    const flood = `{ ${'ping '.repeat(armorLimits.maxTokens)} }`;
    const reply = await postGraphql(app, flood);
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('rejects a directive flood', async () => {
    const query = `{ ping ${'@include(if: true) '.repeat(armorLimits.maxDirectives + 1)} }`;
    const reply = await postGraphql(app, query);
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.some((error) => /directives/i.test(error.message))).toBe(true);
  });

  it('answers a plain syntax error with 400, not 500', async () => {
    const reply = await postGraphql(app, '{ ping');
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});

describe('HTTP protections', () => {
  it('refuses bodies over 100 KB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ ping }', variables: { pad: 'x'.repeat(120 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses a simple cross-site GET (CSRF prevention) and accepts it with the preflight header', async () => {
    const blocked = await app.inject({ method: 'GET', url: '/graphql?query=%7Bping%7D' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.body).toMatch(/CSRF/);
    const allowed = await app.inject({
      method: 'GET',
      url: '/graphql?query=%7Bping%7D',
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(allowed.json()).toEqual({ data: { ping: true } });
  });

  it('refuses mutations over GET with 405', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/graphql?query=mutation%7Bnoop%7D',
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
  });

  it('answers application/graphql-response+json when the client accepts it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      payload: { query: 'mutation { noop }' },
    });
    expect(response.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
    expect(response.json()).toEqual({ data: { noop: true } });
  });
});
