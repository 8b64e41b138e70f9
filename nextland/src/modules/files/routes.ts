// https://github.com/fastify/fastify-static#options
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors.js';
import { FILE_CSP } from '../../lib/file-policy.js';
import { isSafeFilePath } from './validators.js';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** `GET /files/*`: stored files, immutable (names change when content changes). */
export async function filesRoutes(app: FastifyInstance, { filesDir }: { filesDir: string }) {
  mkdirSync(filesDir, { recursive: true });
  app.addHook('onRequest', async (request) => {
    const path = (request.params as { '*'?: string })['*'] ?? '';
    if (!isSafeFilePath(path)) throw new NotFoundError();
  });
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    redirect: false,
    immutable: true,
    maxAge: ONE_YEAR_MS,
    schemaHide: true,
    setHeaders(reply) {
      reply.header('Content-Security-Policy', FILE_CSP);
    },
  });
}
