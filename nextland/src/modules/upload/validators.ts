import { z } from 'zod';
import { langQuery } from '../../lib/lang-query.js';
import type { Visibility } from './storage/storage.js';

export const PURPOSES = ['avatar', 'identity', 'listing'] as const;
export type Purpose = (typeof PURPOSES)[number];

/** Identity documents are private; profile pictures and listing photos are public. */
export const VISIBILITY_OF: Record<Purpose, Visibility> = {
  avatar: 'public',
  identity: 'private',
  listing: 'public',
};

/** Longest side kept per purpose: enough for the largest display (and legible ID scans), no more. */
export const MAX_SIDE: Record<Purpose, number> = { avatar: 1024, identity: 2560, listing: 2048 };

export const uploadQuery = z.object({
  purpose: z.enum(PURPOSES).describe('avatar | listing (public) · identity (private)'),
  lang: langQuery,
});

export const privateParams = z.object({ id: z.string() });

export const uploadDto = z
  .object({
    id: z.string(),
    url: z.string().describe('/files/uploads/… (public) or /files/private/{id} (private, through the BFF)'),
    width: z.number().int(),
    height: z.number().int(),
    visibility: z.enum(['public', 'private']),
  })
  .meta({ id: 'Upload' });

export type UploadDto = z.output<typeof uploadDto>;

const PRIVATE_URL = /^\/files\/private\/([1-9]\d{0,14})$/;

/** The path the web reads a private upload from (the BFF maps it onto the private route). */
export function privateUrl(id: number): string {
  return `/files/private/${id}`;
}

/** The upload id in `/files/private/{id}`, or null for anything else. */
export function privateUploadId(url: string): number | null {
  const match = PRIVATE_URL.exec(url);
  return match ? Number(match[1]) : null;
}

/** A field that must name one of the caller's private uploads; ownership is checked by the service. */
export const privateImageUrl = z
  .string()
  .regex(PRIVATE_URL, { error: 'field.privateImage' })
  .describe('/files/private/{id} of an identity upload of the caller');
