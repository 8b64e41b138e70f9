// https://fastify.dev/docs/latest/Reference/Routes/ — uploads (multipart in, envelope out) and private reads.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { FILE_CSP } from '../../lib/file-policy.js';
import { parseId } from '../../lib/ids.js';
import { langOnlyQuery } from '../../lib/lang-query.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { readSingleFile } from './multipart.js';
import { checkUploadRate, openPrivateUpload, storeUpload, type UploadDeps } from './service.js';
import { privateParams, uploadDto, uploadQuery } from './validators.js';

const V1 = '/nextland-customer/api/framework/v1';

// Private files may be kept by the browser that fetched them, never by a shared cache; an hour is enough
// for a review session and short enough that a revoked reader does not keep reading from cache for long.
export const PRIVATE_CACHE_CONTROL = 'private, max-age=3600';

export const uploadRoutes: FastifyPluginAsyncZod<UploadDeps> = async (app, deps) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: deps.limits.maxBytes, files: 1 } });
  app.addHook('onRequest', requireUser(deps.db));

  app.post(
    `${V1}/upload`,
    {
      schema: {
        tags: ['upload'],
        security: signedIn,
        summary: 'Upload one image (multipart field `file`): JPEG, PNG or WebP, detected from the bytes',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: { 200: envelopeOf(uploadDto), ...refusals(429) },
      },
    },
    async (request) => {
      const user = userOf(request);
      await checkUploadRate(deps, user);
      const input = await readSingleFile(request, request.lang, deps.limits.maxBytes);
      return ok(request.lang, await storeUpload(deps, request.lang, user, request.query.purpose, input));
    },
  );

  app.get(
    `${V1}/upload/private/:id`,
    {
      schema: {
        tags: ['upload'],
        security: signedIn,
        summary: 'The bytes of a private upload: its owner or an official only (anyone else 404)',
        params: privateParams,
        querystring: langOnlyQuery,
        response: {
          // The bytes are streamed, never serialised: the schema only says what they are.
          200: {
            description: 'The image, in its own media type',
            content: { 'image/*': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          ...refusals(404),
        },
      },
    },
    async (request, reply) => {
      const { row, object } = await openPrivateUpload(deps, userOf(request), parseId(request.params.id));
      reply
        .type(row.mime)
        .header('cache-control', PRIVATE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', FILE_CSP)
        .header('content-disposition', 'inline');
      if (object.bytes > 0) reply.header('content-length', object.bytes);
      return reply.send(object.body);
    },
  );
};
