// GraphQL-over-HTTP conformance, audited by graphql-http against the real server on a random port.
import type { FastifyInstance } from 'fastify';
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/test-app.js';

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  app = await buildTestApp(undefined);
  url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
});
afterAll(() => app.close());

const audits = serverAudits({ url: () => url });

describe('graphql-http server audits', () => {
  it('lists MUST audits', () => {
    expect(audits.filter((audit) => audit.name.startsWith('MUST')).length).toBeGreaterThan(5);
  });

  for (const audit of audits.filter((a) => a.name.startsWith('MUST'))) {
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      expect(result.status === 'ok' ? 'ok' : result.reason).toBe('ok');
    });
  }
});

describe('response headers', () => {
  it('marks GraphQL answers no-store, and still refuses a cross-site simple GET', async () => {
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(await ok.json()).toEqual({ data: { ping: true } });
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const simple = await fetch(`${url}?query=${encodeURIComponent('{ ping }')}`);
    expect(simple.status).toBe(400);
    expect(simple.headers.get('cache-control')).toBe('no-store');
  });
});
