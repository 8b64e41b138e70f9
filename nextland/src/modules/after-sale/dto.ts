// Reply shapes of the after-sale routes, named for the OpenAPI document and the BFF's generated types.
import { CARRIER_CODES } from '@nextland/rules';
import { z } from 'zod';
import { cursorPageSchema, cursorRecord } from '../../lib/cursor.js';
import { fenSchema } from '../../lib/money.js';
import { RefundStatus } from '../refund/status.js';
import { AFTER_SALE_REASONS, AfterSaleStatus, AfterSaleType } from './status.js';

const time = z.string().describe('ISO 8601 UTC');
const image = z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() });
const status = z
  .enum(AfterSaleStatus)
  .describe(
    '0 awaiting seller, 1 awaiting the buyer’s return, 2 awaiting the seller’s receipt, 3 refunded, 4 rejected, 5 withdrawn',
  );

export const afterSaleReasonDto = z
  .object({ code: z.enum(AFTER_SALE_REASONS), name: z.string().describe('In `lang`') })
  .meta({ id: 'AfterSaleReason' });

const lineDto = z
  .object({
    orderLineId: z.string(),
    title: z.string(),
    cover: image,
    paidFen: fenSchema.describe('What the line cost, postage share included'),
    amountFen: fenSchema.describe('What this request asks back for it'),
  })
  .meta({ id: 'AfterSaleLine' });

const returnAddressDto = z
  .object({
    recipientName: z.string(),
    phone: z.string(),
    provinceCode: z.string(),
    provinceName: z.string().describe('In `lang`'),
    city: z.string(),
    district: z.string(),
    street: z.string(),
    postcode: z.string().nullable(),
  })
  .meta({ id: 'AfterSaleReturnAddress' });

const eventDto = z
  .object({
    fromStatus: status.nullable().describe('Null for the request’s creation'),
    toStatus: status,
    actor: z.enum(['buyer', 'seller', 'system']),
    at: time,
    note: z.string().describe('Localised explanation of the step'),
  })
  .meta({ id: 'AfterSaleEvent' });

export const afterSaleDto = z
  .object({
    id: z.string(),
    orderId: z.string(),
    orderNumber: z.string(),
    type: z.enum(AfterSaleType).describe('1 refund only, 2 return and refund'),
    status,
    reasonCode: z.enum(AFTER_SALE_REASONS),
    reason: z.string().describe('The reason in `lang`'),
    description: z.string(),
    requestedFen: fenSchema.describe('The lines’ amounts added up'),
    lines: z.array(lineDto),
    photos: z.array(image).describe('In the buyer’s order'),
    returnAddress: returnAddressDto.nullable().describe('Set once a return was approved'),
    returnShipment: z
      .object({ carrierCode: z.enum(CARRIER_CODES), carrierName: z.string(), trackingNumber: z.string() })
      .nullable()
      .describe('Set once the buyer shipped the return'),
    rejectReason: z.string().nullable(),
    sellerDeadline: time.nullable().describe('When it is approved automatically; null unless status 0'),
    refund: z
      .object({
        status: z.enum(RefundStatus).describe('0 pending, 1 succeeded, 2 failed'),
        amountFen: fenSchema,
        succeededAt: time.nullable(),
      })
      .nullable()
      .describe(
        'Set once the request was refunded. An auction order’s refund may come back through two payments (the order’s, then the applied deposit’s): amountFen is their sum, the status the least settled of them',
      ),
    createdAt: time,
    updatedAt: time,
    events: z.array(eventDto).describe('Oldest first'),
  })
  .meta({ id: 'AfterSale' });

export const afterSaleCursorPageDto = cursorPageSchema(
  cursorRecord(afterSaleDto, 'AfterSaleCursorRecord'),
).meta({ id: 'AfterSaleCursorPage' });

export const refundableDto = z
  .object({
    orderId: z.string(),
    refundOnly: z.boolean().describe('Whether a refund only may be asked now'),
    returnAndRefund: z.boolean().describe('Whether a return and refund may be asked now'),
    lines: z.array(
      z.object({
        orderLineId: z.string(),
        title: z.string(),
        paidFen: fenSchema,
        refundableFen: fenSchema.describe(
          'paidFen, plus the applied deposit on an auction order’s line, less what open and refunded requests hold',
        ),
        openAfterSaleId: z.string().nullable().describe('The request open for the line: none can be added'),
      }),
    ),
  })
  .meta({ id: 'AfterSaleRefundable' });

export type AfterSaleDto = z.output<typeof afterSaleDto>;
