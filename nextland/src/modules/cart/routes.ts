// https://fastify.dev/docs/latest/Reference/Routes/ — the signed-in customer's carts: goods (decision 0019)
// at …/cart/goods and works (decision 0023) at …/cart/opus, the same routes over one table.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import type { Lang } from '../../lib/lang.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { CartItemKind } from './schema.js';
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
  addWorkToCartBody,
  cartCountDto,
  cartDto,
  cartLineParams,
  confirmCartBody,
  langOnlyQuery,
  selectCartLinesBody,
  setCartQuantityBody,
} from './validators.js';

const CARTS = '/nextland-customer/api/framework/v1/customer/cart';
const tags = ['cart'];
const reply = { 200: envelopeOf(cartDto) };

export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser(db));
  await app.register(kindRoutes, { db, kind: CartItemKind.GOODS });
  await app.register(kindRoutes, { db, kind: CartItemKind.OPUS });
};

const kindRoutes: FastifyPluginAsyncZod<{ db: Db; kind: CartItemKind }> = async (app, { db, kind }) => {
  const CART = `${CARTS}/${kind}`;
  const scope = (lang: Lang) => ({ kind, lang });
  const works = kind === CartItemKind.OPUS;

  app.get(
    `${CART}/list`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'My cart: lines grouped by seller, current prices and stock, change flags, selected totals',
        querystring: langOnlyQuery,
        response: reply,
      },
    },
    async (request) => ok(request.lang, await getCart(db, scope(request.lang), userOf(request).id)),
  );

  app.get(
    `${CART}/count`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'How many lines my cart holds (the header badge)',
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(cartCountDto) },
      },
    },
    async (request) => ok(request.lang, await cartCount(db, scope(request.lang), userOf(request).id)),
  );

  if (works) {
    app.post(
      `${CART}/add`,
      {
        schema: {
          tags,
          security: signedIn,
          summary: 'Add a work (one edition); a work already in my library is 409 `cart.owned`',
          querystring: langOnlyQuery,
          body: addWorkToCartBody,
          response: { ...reply, ...refusals(404, 409) },
        },
      },
      async (request) => {
        const input = { itemId: request.body.workId, quantity: request.body.quantity };
        return ok(request.lang, await addToCart(db, scope(request.lang), userOf(request).id, input));
      },
    );
  } else {
    app.post(
      `${CART}/add`,
      {
        schema: {
          tags,
          security: signedIn,
          summary:
            'Add goods on sale at a fixed price (an existing line grows); quantity ≤ stock; ≤ 100 lines',
          querystring: langOnlyQuery,
          body: addToCartBody,
          response: { ...reply, ...refusals(404, 409) },
        },
      },
      async (request) => {
        const input = { itemId: request.body.goodsId, quantity: request.body.quantity };
        return ok(request.lang, await addToCart(db, scope(request.lang), userOf(request).id, input));
      },
    );
  }

  app.post(
    `${CART}/quantity`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Set the quantity of one of my lines (1 … current stock)',
        querystring: langOnlyQuery,
        body: setCartQuantityBody,
        response: { ...reply, ...refusals(404) },
      },
    },
    async (request) =>
      ok(request.lang, await setCartQuantity(db, scope(request.lang), userOf(request).id, request.body)),
  );

  app.post(
    `${CART}/delete/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Remove one of my lines; another user's line is 404",
        params: cartLineParams,
        querystring: langOnlyQuery,
        response: { ...reply, ...refusals(404) },
      },
    },
    async (request) =>
      ok(request.lang, await removeFromCart(db, scope(request.lang), userOf(request).id, request.params.id)),
  );

  app.post(
    `${CART}/select`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Select or unselect some of my lines, or all of them',
        querystring: langOnlyQuery,
        body: selectCartLinesBody,
        response: { ...reply, ...refusals(404) },
      },
    },
    async (request) =>
      ok(request.lang, await selectCartLines(db, scope(request.lang), userOf(request).id, request.body)),
  );

  app.post(
    `${CART}/confirm`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'I have seen the changes: the lines take the current price as the price seen',
        querystring: langOnlyQuery,
        body: confirmCartBody,
        response: { ...reply, ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await confirmCartChanges(db, scope(request.lang), userOf(request).id, request.body.ids),
      ),
  );
};
