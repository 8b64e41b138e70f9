// https://github.com/fastify/fastify-multipart#usage — reads the one file of an upload request into memory.
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../lib/lang.js';
import { fileError } from './service.js';

/** The multipart form field that carries the image. */
export const FILE_FIELD = 'file';

// The plugin's own errors (codes from @fastify/multipart) that mean "not the one file we asked for".
const TOO_MANY = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Exactly one file part named `file`, at most `maxBytes`; other text fields are ignored. Anything else is a
 * 400 field error on `file`. Buffered: images are re-encoded whole anyway and the limit bounds the memory.
 */
export async function readSingleFile(request: FastifyRequest, lang: Lang, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw fileError(lang, 'field.required');
  let file: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        throw fileError(lang, 'upload.oneFile');
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError(lang, 'upload.tooLarge', { max: Math.round((maxBytes / 1024 / 1024) * 10) / 10 });
    }
    if (typeof code === 'string' && TOO_MANY.has(code)) throw fileError(lang, 'upload.oneFile');
    throw error;
  }
  if (!file || file.length === 0) throw fileError(lang, 'field.required');
  return file;
}
