// Builds the BFF against nextland (through the test proxy) for app-level tests, and a helper to POST GraphQL
// through inject().
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';

/** Development defaults (no environment read), quiet logs, no event stream, pointed at the given upstream. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), logLevel: 'silent', liveEvents: false, ...overrides };
}

/** The BFF with nextland at `upstream.url` (the test proxy); without one, nextland is unreachable. */
export function buildTestApp(upstream: { url: string } | undefined, overrides: Partial<Config> = {}) {
  const { clientId, clientSecret } = inject('nextland');
  const nextlandUrl = upstream?.url ?? 'http://127.0.0.1:9';
  return buildApp({ config: testConfig({ nextlandUrl, clientId, clientSecret, ...overrides }) });
}

export type GraphqlReply = {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  raw: string;
};

export async function postGraphql(
  app: FastifyInstance,
  query: string,
  options: {
    variables?: Record<string, unknown>;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
    /** The peer address the BFF sees (inject's default is 127.0.0.1). */
    remoteAddress?: string;
  } = {},
): Promise<GraphqlReply> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...options.headers },
    cookies: options.cookies,
    remoteAddress: options.remoteAddress,
    payload: { query, variables: options.variables },
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json(),
    raw: response.body,
  };
}
