// https://fastify.dev/docs/latest/Reference/Routes/
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { cursorPageSchema } from '../../lib/cursor.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { EXACT_TOTAL_UP_TO } from '../../lib/keyset.js';
import { langOnlyQuery } from '../../lib/lang-query.js';
import { cappedPageSchema } from '../../lib/paging.js';
import { listViewer } from '../reaction/guard.js';
import { viewerOf } from '../session/guard.js';
import { goodsCursorRecordDto, goodsDetailDto, goodsSummaryDto } from './dto.js';
import { listManagedGoods, listManagedGoodsByCursor } from './managed.js';
import { getGoodsDetail, getGoodsDetails, listGoods, listGoodsByCursor } from './service.js';
import {
  goodsCursorPageQuery,
  goodsDetailBatchQuery,
  goodsDetailParams,
  goodsPageQuery,
} from './validators.js';

const SITE = '/nextland-site/api/framework/v1/site';

/** The total cap as the OpenAPI description states it (it said 1,000 while the code capped at 2,000). */
const CAP = EXACT_TOTAL_UP_TO.toLocaleString('en');

export const goodsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${SITE}/homepage/goods/page`,
    {
      schema: {
        tags: ['goods'],
        summary: 'Page of goods on sale, by page number',
        description:
          `Offset paging for the pages people reach. \`total\` is exact up to ${CAP} matches, then ${CAP} with ` +
          '`totalRelation: AT_LEAST`; `hasNext` is always exact. Deep pages: use the cursor route. ' +
          "Management view (decision 0027): `manage=true` with an `ft-auth` session lists the caller's own goods " +
          'in every status except deleted ones, newest update first, optionally one `status`, each record with its ' +
          '`rejectReason`; catalogue filters ' +
          'and `sort` are ignored, `isAuthUserLike`/`isAuthUserCollect` still work. Without a live session it is ' +
          '506/507 (HTTP 401).',
        querystring: goodsPageQuery,
        response: { 200: envelopeOf(cappedPageSchema(goodsSummaryDto)) },
      },
    },
    async (request) => {
      if (request.query.manage) {
        const seller = await viewerOf(db, request, true);
        return ok(request.lang, await listManagedGoods(db, request.lang, request.query, seller ?? 0));
      }
      const viewer = await listViewer(db, request, request.query);
      return ok(request.lang, await listGoods(db, request.lang, request.query, viewer));
    },
  );

  app.get(
    `${SITE}/homepage/goods/cursor-page`,
    {
      schema: {
        tags: ['goods'],
        summary: 'Page of goods on sale, by cursor',
        description:
          'Keyset paging: pass `nextCursor` back as `after` (with the same sort, filters and keyword) for the ' +
          'next page; every page costs the same. A cursor from another list is a 400 on `after`. ' +
          "Management view (decision 0027): `manage=true` with an `ft-auth` session lists the caller's own goods " +
          'as the numbered route does (optionally one `status`, each record with `rejectReason`), with cursors of ' +
          'its own (a catalogue cursor is 400 there and the reverse). Without a live session it is 506/507 ' +
          '(HTTP 401).',
        querystring: goodsCursorPageQuery,
        response: { 200: envelopeOf(cursorPageSchema(goodsCursorRecordDto)) },
      },
    },
    async (request) => {
      if (request.query.manage) {
        const seller = await viewerOf(db, request, true);
        return ok(request.lang, await listManagedGoodsByCursor(db, request.lang, request.query, seller ?? 0));
      }
      const viewer = await listViewer(db, request, request.query);
      return ok(request.lang, await listGoodsByCursor(db, request.lang, request.query, viewer));
    },
  );

  app.get(
    `${SITE}/goods/detail/batch`,
    {
      schema: {
        tags: ['goods'],
        summary: 'Goods details by id, 1–100 per call (unknown and hidden ids omitted)',
        description:
          'For lists that show descriptions or galleries: one call for a page of records instead of one detail ' +
          'call each. Records come in the order of `ids`.',
        querystring: goodsDetailBatchQuery,
        response: { 200: envelopeOf(z.array(goodsDetailDto)) },
      },
    },
    async (request) => ok(request.lang, await getGoodsDetails(db, request.lang, request.query.ids)),
  );

  app.get(
    `${SITE}/goods/detail/:id`,
    {
      schema: {
        tags: ['goods'],
        summary: 'Goods detail (on sale or sold out)',
        description:
          "With a live `ft-auth` session, `isLiked`/`isCollected` are the caller's; otherwise null.",
        params: goodsDetailParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(goodsDetailDto), ...refusals(404) },
      },
    },
    async (request) => {
      const viewer = await viewerOf(db, request, false);
      return ok(request.lang, await getGoodsDetail(db, request.lang, request.params.id, viewer));
    },
  );
};
