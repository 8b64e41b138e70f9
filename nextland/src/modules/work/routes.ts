// https://fastify.dev/docs/latest/Reference/Routes/
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { cursorPageSchema } from '../../lib/cursor.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { langOnlyQuery } from '../../lib/lang-query.js';
import { listViewer } from '../reaction/guard.js';
import { viewerOf } from '../session/guard.js';
import { workCursorRecordDto, workDetailDto } from './dto.js';
import { getWorkDetail, listManagedWorks, listWorksByCursor } from './service.js';
import { workCursorPageQuery, workDetailParams } from './validators.js';

const SITE = '/nextland-site/api/framework/v1/site';

const LANGUAGE_RULE =
  'Title and description come in the request’s language (`lang`, else Accept-Language) when the work has a ' +
  'translation into it, otherwise in the original language: `lang`, `originalLang` and `translated` say which.';

export const workRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${SITE}/homepage/opus/cursor-page`,
    {
      schema: {
        tags: ['works'],
        summary: 'Page of works (opus) on sale, by cursor',
        description:
          'Keyset paging as the goods cursor route: pass `nextCursor` back as `after` with the same sort and ' +
          `filters. A keyword matches the title or description in any of the work’s languages. ${LANGUAGE_RULE} ` +
          "Management view (decision 0027): `manage=true` with an `ft-auth` session lists the caller's own works " +
          'in every status except deleted ones, newest update first, optionally one `status` (each record with `rejectReason`); catalogue filters ' +
          'and `sort` are ignored, `isAuthUserLike`/`isAuthUserCollect` still work, cursors are the view’s own. ' +
          'Without a live session it is 506/507 (HTTP 401).',
        querystring: workCursorPageQuery,
        response: { 200: envelopeOf(cursorPageSchema(workCursorRecordDto)) },
      },
    },
    async (request) => {
      if (request.query.manage) {
        const seller = await viewerOf(db, request, true);
        return ok(request.lang, await listManagedWorks(db, request.lang, request.query, seller ?? 0));
      }
      const viewer = await listViewer(db, request, request.query);
      return ok(request.lang, await listWorksByCursor(db, request.lang, request.query, viewer));
    },
  );

  app.get(
    `${SITE}/opus/detail/:id`,
    {
      schema: {
        tags: ['works'],
        summary: 'Work (opus) detail (on sale or sold out)',
        description: `Anything else is 404. With a live \`ft-auth\` session, \`isLiked\`/\`isCollected\` are the caller's; otherwise null. ${LANGUAGE_RULE}`,
        params: workDetailParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(workDetailDto), ...refusals(404) },
      },
    },
    async (request) => {
      const viewer = await viewerOf(db, request, false);
      return ok(request.lang, await getWorkDetail(db, request.lang, request.params.id, viewer));
    },
  );
};
