// https://fastify.dev/docs/latest/Reference/Routes/ — the signed-in customer's goods cart (decision 0019).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, errorEnvelope, ok } from '../../lib/envelope.js';
import { requireUser, userOf } from '../session/guard.js';
import {
  addToCart,
  cartCount,
  confirmCartChanges,
  getCart,
  removeFromCart,
  selectCartLines,
  setCartQuantity,
} from './service.js';
import {
  addToCartBody,
  cartCountDto,
  cartDto,
  cartLineParams,
  confirmCartBody,
  langOnlyQuery,
  selectCartLinesBody,
  setCartQuantityBody,
} from './validators.js';

const CART = '/nextland-customer/api/framework/v1/customer/cart/goods';
const tags = ['cart'];
const reply = { 200: envelopeOf(cartDto), '4xx': errorEnvelope };

export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser(db));

  app.get(
    `${CART}/list`,
    {
      schema: {
        tags,
        summary: 'My cart: lines grouped by seller, current prices and stock, change flags, selected totals',
        querystring: langOnlyQuery,
        response: reply,
      },
    },
    async (request) => ok(request.lang, await getCart(db, userOf(request).id)),
  );

  app.get(
    `${CART}/count`,
    {
      schema: {
        tags,
        summary: 'How many lines my cart holds (the header badge)',
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(cartCountDto), '4xx': errorEnvelope },
      },
    },
    async (request) => ok(request.lang, await cartCount(db, userOf(request).id)),
  );

  app.post(
    `${CART}/add`,
    {
      schema: {
        tags,
        summary: 'Add goods on sale at a fixed price (an existing line grows); quantity ≤ stock; ≤ 100 lines',
        querystring: langOnlyQuery,
        body: addToCartBody,
        response: reply,
      },
    },
    async (request) => ok(request.lang, await addToCart(db, request.lang, userOf(request).id, request.body)),
  );

  app.post(
    `${CART}/quantity`,
    {
      schema: {
        tags,
        summary: 'Set the quantity of one of my lines (1 … current stock)',
        querystring: langOnlyQuery,
        body: setCartQuantityBody,
        response: reply,
      },
    },
    async (request) =>
      ok(request.lang, await setCartQuantity(db, request.lang, userOf(request).id, request.body)),
  );

  app.post(
    `${CART}/delete/:id`,
    {
      schema: {
        tags,
        summary: "Remove one of my lines; another user's line is 404",
        params: cartLineParams,
        querystring: langOnlyQuery,
        response: reply,
      },
    },
    async (request) => ok(request.lang, await removeFromCart(db, userOf(request).id, request.params.id)),
  );

  app.post(
    `${CART}/select`,
    {
      schema: {
        tags,
        summary: 'Select or unselect some of my lines, or all of them',
        querystring: langOnlyQuery,
        body: selectCartLinesBody,
        response: reply,
      },
    },
    async (request) => ok(request.lang, await selectCartLines(db, userOf(request).id, request.body)),
  );

  app.post(
    `${CART}/confirm`,
    {
      schema: {
        tags,
        summary: 'I have seen the changes: the lines take the current price as the price seen',
        querystring: langOnlyQuery,
        body: confirmCartBody,
        response: reply,
      },
    },
    async (request) => ok(request.lang, await confirmCartChanges(db, userOf(request).id, request.body.ids)),
  );
};
