// https://fastify.dev/docs/latest/Reference/Routes/ — checkout of works (decision 0023): the goods checkout
// path with `kind: opus`, one edition per line, no address and no postage. Lines and refusals name works.
import { LIMITS } from '@nextland/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { fenSchema } from '../../lib/money.js';
import { CartItemKind } from '../cart/schema.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { createCheckout, previewCheckout } from './checkout.js';
import type { CheckoutInput } from './checkout-input.js';
import type { OrderContext } from './context.js';
import { type CheckoutPreviewDto, paymentDto } from './dto.js';
import { ORDER } from './routes.js';
import { createCheckoutBody, langOnlyQuery } from './validators.js';

const workCheckoutBody = z.object({
  source: z
    .enum(['cart', 'buyNow'])
    .describe('cart: my selected works-cart lines (they leave the cart); buyNow: `lines`'),
  lines: z
    .array(z.object({ workId: z.string() }))
    .min(1)
    .max(LIMITS.cartLines)
    .optional()
    .describe('Only for buyNow: the works, one edition each'),
});

const createWorkCheckoutBody = workCheckoutBody.extend({
  idempotencyKey: createCheckoutBody.shape.idempotencyKey,
  acceptedTotalFen: createCheckoutBody.shape.acceptedTotalFen,
});

const image = z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() });

const workPreviewDto = z
  .object({
    sellers: z.array(
      z.object({
        seller: z.object({ id: z.string(), nickname: z.string() }),
        lines: z.array(
          z.object({
            workId: z.string(),
            title: z.string().describe('In `lang` when translated'),
            cover: image,
            unitPriceFen: fenSchema,
            quantity: z.literal(1).describe('One edition per purchase'),
          }),
        ),
        totalFen: fenSchema,
      }),
    ),
    totalFen: fenSchema.describe('Pass it back as acceptedTotalFen; no postage on works'),
    problems: z.array(
      z.object({
        workId: z.string(),
        code: z.enum(['PRICE_CHANGED', 'SOLD_OUT', 'NOT_ON_SALE']),
        message: z.string(),
      }),
    ),
  })
  .meta({ id: 'WorkCheckoutPreview' });

function toInput(body: z.output<typeof workCheckoutBody>): CheckoutInput {
  return {
    kind: CartItemKind.OPUS,
    source: body.source,
    lines: body.lines?.map((line) => ({ goodsId: line.workId, quantity: 1 })),
  };
}

function toWorkPreview(preview: CheckoutPreviewDto): z.output<typeof workPreviewDto> {
  return {
    sellers: preview.sellers.map((seller) => ({
      seller: seller.seller,
      lines: seller.lines.map(({ goodsId, title, cover, unitPriceFen }) => ({
        workId: goodsId,
        title,
        cover,
        unitPriceFen,
        quantity: 1 as const,
      })),
      totalFen: seller.totalFen,
    })),
    totalFen: preview.totalFen,
    problems: preview.problems.map(({ goodsId, code, message }) => ({ workId: goodsId, code, message })),
  };
}

export const workCheckoutRoutes: FastifyPluginAsyncZod<{ db: Db; ctx: OrderContext }> = async (
  app,
  { db, ctx },
) => {
  app.addHook('onRequest', requireUser(db));
  const tags = ['order'];

  app.post(
    `${ORDER}/opus/preview`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Price a checkout of works without making anything: one group per seller, problems',
        querystring: langOnlyQuery,
        body: workCheckoutBody,
        response: { 200: envelopeOf(workPreviewDto), ...refusals(404) },
      },
    },
    async (request) => {
      const preview = await previewCheckout(db, request.lang, userOf(request).id, toInput(request.body));
      return ok(request.lang, toWorkPreview(preview));
    },
  );

  app.post(
    `${ORDER}/opus/create`,
    {
      config: { perUserLimit: 'payments' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Check out works: one digital order per seller and one payment, editions reserved',
        description:
          '409 `order.soldOut` / `order.changed` (data.lines [{workId, code}]), `order.totalChanged`, ' +
          '`order.ownedWork` (already in my library) and `order.workAwaitingPayment` (an unpaid order of mine ' +
          'holds it). A repeat of the idempotencyKey answers the first payment and makes nothing.',
        querystring: langOnlyQuery,
        body: createWorkCheckoutBody,
        response: { 200: envelopeOf(paymentDto), ...refusals(404, 409, 429) },
      },
    },
    async (request) => {
      const { idempotencyKey, acceptedTotalFen } = request.body;
      const input = { ...toInput(request.body), idempotencyKey, acceptedTotalFen };
      return ok(request.lang, await createCheckout(db, ctx, request.lang, userOf(request).id, input));
    },
  );
};
