// https://fastify.dev/docs/latest/Reference/Routes/ — the signed-in customer's own profile and invitees.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cursorPageSchema, cursorRecord } from '../../lib/cursor.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { langOnlyQuery } from '../../lib/lang-query.js';
import { pageSchema } from '../../lib/paging.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import {
  getOwnDetail,
  listInvitees,
  listInviteesByCursor,
  type ProfileDeps,
  updateProfile,
} from './service.js';
import {
  customerDto,
  detailQuery,
  inviteeDto,
  inviteesCursorQuery,
  inviteesQuery,
  updateBody,
} from './validators.js';

const V1 = '/nextland-customer/api/framework/v1';

export const customerRoutes: FastifyPluginAsyncZod<ProfileDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook('onRequest', requireUser(db));

  app.get(
    `${V1}/current/customer/detail`,
    {
      schema: {
        tags: ['customer'],
        security: signedIn,
        summary: "The signed-in user's own profile (another id → 404)",
        querystring: detailQuery,
        response: { 200: envelopeOf(customerDto), ...refusals(404) },
      },
    },
    async (request) => ok(request.lang, await getOwnDetail(db, userOf(request).id, request.query.id)),
  );

  app.post(
    `${V1}/customer/update`,
    {
      schema: {
        tags: ['customer'],
        security: signedIn,
        summary: 'Edit nickname, avatar, bio, gender, birthday',
        querystring: langOnlyQuery,
        body: updateBody,
        response: { 200: envelopeOf(customerDto), ...refusals(404) },
      },
    },
    async (request) =>
      ok(request.lang, await updateProfile(deps, request.lang, userOf(request).id, request.body)),
  );

  app.get(
    `${V1}/customer/invitees/page`,
    {
      schema: {
        tags: ['customer'],
        security: signedIn,
        summary: 'People who registered with my invitation code',
        querystring: inviteesQuery,
        response: { 200: envelopeOf(pageSchema(inviteeDto)) },
      },
    },
    async (request) => ok(request.lang, await listInvitees(db, userOf(request).id, request.query)),
  );

  app.get(
    `${V1}/customer/invitees/cursor-page`,
    {
      schema: {
        tags: ['customer'],
        security: signedIn,
        summary: 'People who registered with my invitation code, by cursor, newest first',
        description:
          'Keyset paging: pass `nextCursor` back as `after` for the next page. `total` is exact up to 2,000, ' +
          "then 2,000 with `totalRelation: AT_LEAST`. Another list's cursor is a 400 on `after`.",
        querystring: inviteesCursorQuery,
        response: {
          200: envelopeOf(cursorPageSchema(cursorRecord(inviteeDto, 'InviteeCursorRecord'))),
        },
      },
    },
    async (request) => ok(request.lang, await listInviteesByCursor(db, userOf(request).id, request.query)),
  );
};
