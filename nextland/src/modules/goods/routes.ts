// https://fastify.dev/docs/latest/Reference/Routes/
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, errorEnvelope, ok } from '../../lib/envelope.js';
import { langOnlyQuery } from '../../lib/lang-query.js';
import { pageSchema } from '../../lib/paging.js';
import { goodsDetailDto, goodsSummaryDto } from './dto.js';
import { getGoodsDetail, listGoods } from './service.js';
import { goodsDetailParams, goodsPageQuery } from './validators.js';

const SITE = '/nextland-site/api/framework/v1/site';

export const goodsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${SITE}/homepage/goods/page`,
    {
      schema: {
        tags: ['goods'],
        summary: 'Page of goods on sale',
        querystring: goodsPageQuery,
        response: { 200: envelopeOf(pageSchema(goodsSummaryDto)), '4xx': errorEnvelope },
      },
    },
    async (request) => ok(request.lang, await listGoods(db, request.lang, request.query)),
  );

  app.get(
    `${SITE}/goods/detail/:id`,
    {
      schema: {
        tags: ['goods'],
        summary: 'Goods detail (on sale or sold out)',
        params: goodsDetailParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(goodsDetailDto), '4xx': errorEnvelope },
      },
    },
    async (request) => ok(request.lang, await getGoodsDetail(db, request.lang, request.params.id)),
  );
};
