// https://fastify.dev/docs/latest/Reference/Routes/ — drafts and edits of a seller's goods and works (decision
// 0027 §1): create, save any subset of fields, read one back for the form. Release is routes.ts.
import { goodsDraft, LICENCES, LISTING_LANGS, MEDIA_TYPES, workDraft } from '@nextland/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { parseId } from '../../lib/ids.js';
import { langOnlyQuery } from '../../lib/lang-query.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import type { DraftContent } from './draft-store.js';
import { createDraft, type DraftDeps, readDraft, saveDraft } from './drafts.js';
import type { ItemKind } from './items.js';
import { itemIdParams } from './validators.js';

const SITE = '/nextland-site/api/framework/v1/site';

const image = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
const translation = z.object({ lang: z.enum(LISTING_LANGS), title: z.string(), description: z.string() });
const common = {
  id: z.string(),
  status: z.number().int().describe('0 draft, 1 under review, 2 rejected, 3 on sale, 4 off sale, 5 sold out'),
  originalLang: z.enum(LISTING_LANGS).describe('The language title and description are written in'),
  title: z.string(),
  description: z.string().describe('Plain text (shown as text, never as HTML)'),
  categoryId: z.number().int().nullable(),
  priceFen: z.number().int().describe('Integer fen (1/100 CNY); 0 until the price step'),
  images: z.array(image).describe('In display order: the first is the cover'),
  translations: z.array(translation).describe('Title and description in the other languages (decision 0024)'),
  updatedAt: z.string(),
};
export const draftDto = {
  goods: z.object({ ...common, stock: z.number().int() }),
  opus: z.object({
    ...common,
    editionSize: z.number().int(),
    editionsSold: z.number().int(),
    mediaType: z.enum(MEDIA_TYPES),
    licence: z.enum(LICENCES),
  }),
};

export function dtoOf(kind: ItemKind, item: DraftContent) {
  const { sellerId: _seller, stock, sold, mediaType, licence, ...rest } = item;
  const base = { ...rest, id: String(item.id), updatedAt: item.updatedAt.toISOString() };
  if (kind === 'goods') return { ...base, stock };
  // Both columns are NOT NULL on works: null only comes from the goods branch of readContent.
  if (mediaType === null || licence === null) throw new Error(`Work ${item.id} has no media type or licence`);
  return { ...base, editionSize: stock, editionsSold: sold, mediaType, licence };
}

const PREFIX: Record<ItemKind, { path: string; tag: string; noun: string }> = {
  goods: { path: `${SITE}/goods/draft`, tag: 'goods', noun: 'goods' },
  opus: { path: `${SITE}/opus/draft`, tag: 'works', noun: 'work' },
};

const SAVE_RULES =
  'Any subset of the fields, each checked on its own (a half-filled form saves): title ≤ 60, description ≤ 5000 ' +
  '(plain text), ≤ 9 image urls in order (the first is the cover; each one of the caller’s own uploads or an ' +
  'image the item has), category from the list, price in fen, stock 0–99,999, translations not in the original ' +
  'language. Only real-name verified sellers (403 `seller.notVerified`).';

export const draftRoutes: FastifyPluginAsyncZod<DraftDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser(deps.db));

  for (const kind of ['goods', 'opus'] as const) {
    const { path, tag, noun } = PREFIX[kind];
    const body = kind === 'goods' ? goodsDraft : workDraft;
    // Only a verified seller drafts (403); reading or saving names an item (404), saving meets its state (409).
    const response = { 200: envelopeOf(draftDto[kind]), ...refusals(403) };
    const tags = [tag];

    app.post(
      path,
      {
        schema: {
          tags,
          security: signedIn,
          summary: `Start a draft of my ${noun} (status 0) with the fields filled so far`,
          description: `${SAVE_RULES} The original language defaults to the request language.`,
          querystring: langOnlyQuery,
          body,
          response,
        },
      },
      async (request) =>
        ok(
          request.lang,
          dtoOf(kind, await createDraft(deps, request.lang, userOf(request), kind, request.body)),
        ),
    );

    app.put(
      `${path}/:id`,
      {
        schema: {
          tags,
          security: signedIn,
          summary: `Save fields of my ${noun}: a draft, or an edit of a released one`,
          description:
            `${SAVE_RULES} Under review: 409. On sale or sold out, the item must stay releasable (400 per ` +
            'field); on sale in a category that needs review, a change of title, description, images or ' +
            "category sends it back to review (status 1); price and stock edits stay on sale. Someone else's: 404.",
          params: itemIdParams,
          querystring: langOnlyQuery,
          body,
          response: { ...response, ...refusals(404, 409) },
        },
      },
      async (request) => {
        const id = parseId(request.params.id);
        const saved = await saveDraft(deps, request.lang, userOf(request), kind, id, request.body);
        return ok(request.lang, dtoOf(kind, saved));
      },
    );

    app.get(
      `${path}/:id`,
      {
        schema: {
          tags,
          security: signedIn,
          summary: `My ${noun} with everything the release form edits (any status)`,
          description: "Someone else's, deleted or unknown: 404. Unverified: 403.",
          params: itemIdParams,
          querystring: langOnlyQuery,
          response: { ...response, ...refusals(404) },
        },
      },
      async (request) =>
        ok(
          request.lang,
          dtoOf(kind, await readDraft(deps.db, userOf(request), kind, parseId(request.params.id))),
        ),
    );
  }
};
