// https://fastify.dev/docs/latest/Reference/Routes/ — the delivery address book of the signed-in customer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { parseId } from '../../lib/ids.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './service.js';
import {
  addressDto,
  addressIdParams,
  createAddressBody,
  langOnlyQuery,
  updateAddressBody,
} from './validators.js';

const ADDRESS = '/nextland-customer/api/framework/v1/customer/address';
const tags = ['address'];

export const addressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser(db));

  app.get(
    `${ADDRESS}/list`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'My addresses (at most 20), default first, then newest',
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(z.array(addressDto)) },
      },
    },
    async (request) => ok(request.lang, await listAddresses(db, request.lang, userOf(request).id)),
  );

  app.get(
    `${ADDRESS}/detail/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "One of my addresses; another user's id is 404",
        params: addressIdParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(addressDto), ...refusals(404) },
      },
    },
    async (request) =>
      ok(request.lang, await getAddress(db, request.lang, userOf(request).id, parseId(request.params.id))),
  );

  app.post(
    `${ADDRESS}/create`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Add an address (the first is the default; more than 20 is 409)',
        querystring: langOnlyQuery,
        body: createAddressBody,
        response: { 200: envelopeOf(addressDto), ...refusals(409) },
      },
    },
    async (request) =>
      ok(request.lang, await createAddress(db, request.lang, userOf(request).id, request.body)),
  );

  app.post(
    `${ADDRESS}/update`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Replace one of my addresses; another user's id is 404",
        querystring: langOnlyQuery,
        body: updateAddressBody,
        response: { 200: envelopeOf(addressDto), ...refusals(404) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(request.lang, await updateAddress(db, request.lang, userOf(request).id, parseId(id), input));
    },
  );

  app.post(
    `${ADDRESS}/default/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          'Make one of my addresses the default (the previous default is unset in the same transaction)',
        params: addressIdParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(z.null()), ...refusals(404) },
      },
    },
    async (request) => {
      await setDefaultAddress(db, userOf(request).id, parseId(request.params.id));
      return ok(request.lang, null);
    },
  );

  app.post(
    `${ADDRESS}/delete/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Delete one of my addresses; deleting the default promotes the most recent other',
        params: addressIdParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(z.null()), ...refusals(404) },
      },
    },
    async (request) => {
      await deleteAddress(db, userOf(request).id, parseId(request.params.id));
      return ok(request.lang, null);
    },
  );
};
