// Bodies the BFF cannot read get an answer in its own contract — a GraphQL response with `errors` and a stable
// `extensions.code` — instead of Fastify's raw `{statusCode, error, message}` (issue 9, finding 9).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimit } from '../app.js';
import { buildTestApp } from '../test-support/test-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(undefined);
});
afterAll(async () => {
  await app.close();
});

function post(payload: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
}

describe('unreadable request bodies', () => {
  it.each([
    ['malformed', '{"query": "{ viewer { id } }"', 'en', 'The request body is not valid JSON.'],
    ['empty', '', 'zh-cn', '请求体不是有效的 JSON。'],
  ])(
    '%s JSON is a 400 GraphQL error BAD_REQUEST in the request language',
    async (_label, body, locale, message) => {
      const reply = await post(body, { 'x-locale': locale });
      expect(reply.statusCode).toBe(400);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.json()).toEqual({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    },
  );

  it('a body over the limit is a 413 GraphQL error PAYLOAD_TOO_LARGE', async () => {
    const reply = await post(JSON.stringify({ query: `{ viewer { id } } #${'x'.repeat(bodyLimit)}` }), {
      'x-locale': 'zh-tw',
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({
      errors: [{ message: '請求內容過大。', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('an unknown content type is a 415 GraphQL error', async () => {
    const reply = await post('query=x', {
      'content-type': 'application/x-www-form-urlencoded',
      'x-locale': 'en',
    });
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toMatchObject({ errors: [{ extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] });
  });
});
