// https://fastify.dev/docs/latest/Reference/Routes/#url-building — `/files/uploads/*` is more specific than the
// static `/files/*`, so with object storage this route answers for public uploads and the disk route for the rest.
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors.js';
import { FILE_CSP } from '../../lib/file-policy.js';
import { isSafeFilePath } from '../files/validators.js';
import { PUBLIC_CACHE_CONTROL, PUBLIC_PREFIX, type Storage } from './storage/storage.js';

/** Streams public uploads from object storage when browsers are not sent to S3_PUBLIC_URL directly. */
export async function publicUploadRoutes(app: FastifyInstance, { storage }: { storage: Storage }) {
  app.get(`/files/${PUBLIC_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*'?: string })['*'] ?? '';
    if (!isSafeFilePath(key)) throw new NotFoundError();
    const object = await storage.get('public', key);
    if (!object) throw new NotFoundError();
    reply
      .type(object.contentType)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('content-security-policy', FILE_CSP);
    if (object.bytes > 0) reply.header('content-length', object.bytes);
    return reply.send(object.body);
  });
}
