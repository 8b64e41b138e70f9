// Builds multipart bodies and sample images the way a browser's FormData would, for the upload cases.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Envelope } from '../lib/envelope.js';
import type { UploadDto } from '../modules/upload/validators.js';
import { V1 } from './account-helpers.js';
import { CLIENT_AUTH, type JsonReply } from './api-harness.js';

export const UPLOAD = `${V1}/upload`;

export type Part = { name: string; data: Buffer | string; filename?: string; contentType?: string };

/** Serialises parts with the platform's own FormData encoder: the exact bytes a browser sends. */
export async function multipart(parts: Part[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename === undefined) form.append(part.name, String(part.data));
    else {
      const blob = new Blob([part.data], { type: part.contentType ?? 'application/octet-stream' });
      form.append(part.name, blob, part.filename);
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** A solid test image; `exif` adds metadata a camera would write. */
export function sampleImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  { width = 40, height = 20 } = {},
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

export type UploadOptions = {
  token?: string | undefined;
  lang?: string;
  filename?: string;
  contentType?: string;
  parts?: Part[];
};

/** POSTs one file as the BFF would (client credential, ft-auth), or the given parts. */
export async function uploadFile(
  app: FastifyInstance,
  purpose: string,
  data: Buffer | string,
  { token, lang = 'en', filename = 'photo.jpg', contentType = 'image/jpeg', parts }: UploadOptions = {},
): Promise<JsonReply<UploadDto>> {
  const body = await multipart(parts ?? [{ name: 'file', data, filename, contentType }]);
  const reply = await app.inject({
    method: 'POST',
    url: `${UPLOAD}?purpose=${purpose}&lang=${lang}`,
    headers: {
      authorization: CLIENT_AUTH,
      'content-type': body.contentType,
      ...(token ? { 'ft-auth': `bearer ${token}` } : {}),
    },
    payload: body.payload,
  });
  return { status: reply.statusCode, headers: reply.headers, body: reply.json() as Envelope<UploadDto> };
}

/** Uploads an identity document for the user; returns its `/files/private/{id}` path. */
export async function identityImage(app: FastifyInstance, token: string): Promise<string> {
  const reply = await uploadFile(app, 'identity', await sampleImage('jpeg'), { token });
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.url;
}

/** GET a private upload through nextland's private route. */
export function readPrivate(
  app: FastifyInstance,
  id: string,
  token?: string,
  auth: string | null = CLIENT_AUTH,
) {
  return app.inject({
    method: 'GET',
    url: `${V1}/upload/private/${id}?lang=en`,
    headers: {
      ...(auth ? { authorization: auth } : {}),
      ...(token ? { 'ft-auth': `bearer ${token}` } : {}),
    },
  });
}
