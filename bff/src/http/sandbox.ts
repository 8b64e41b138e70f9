// https://github.com/fastify/fastify-static
// The bundled GraphiQL page (dist/sandbox). Assets live under /graphql/sandbox/ (the Vite `base`); the page
// itself is answered by GET /graphql for browsers (see graphql-route.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const sandboxPrefix = '/graphql/sandbox/';

export type SandboxPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Registers the static assets and returns the handler that sends the page. */
export async function registerSandbox(app: FastifyInstance, dir: string): Promise<SandboxPage> {
  const built = existsSync(join(dir, 'index.html'));
  if (!built) {
    app.log.warn({ dir }, 'GraphQL sandbox not built; run `npm run build -w bff`');
    return async (_request, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('Sandbox not built: run `npm run build -w bff`.');
  }
  await app.register(fastifyStatic, {
    root: dir,
    prefix: sandboxPrefix,
    index: false,
    // Asset names carry a content hash.
    maxAge: '365d',
    immutable: true,
  });
  return async (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', dir);
}

/** A browser navigating to /graphql, as opposed to a GraphQL client asking for JSON. */
export function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return request.method === 'GET' && accept.includes('text/html');
}
