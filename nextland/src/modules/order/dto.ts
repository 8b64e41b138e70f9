// Reply shapes of the order routes, named for the OpenAPI document and the BFF's generated types (0009).
import { CARRIER_CODES } from '@nextland/rules';
import { z } from 'zod';
import { cursorPageSchema, cursorRecord } from '../../lib/cursor.js';
import { fenSchema } from '../../lib/money.js';
import { PaymentStatus } from '../payment/status.js';
import { OrderStatus } from './status.js';

const image = z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() });
const party = z.object({ id: z.string(), nickname: z.string() }).meta({ id: 'OrderParty' });
const time = z.string().describe('ISO 8601 UTC');
const orderStatus = z
  .enum(OrderStatus)
  .describe('0 awaiting payment, 1 awaiting shipment, 2 shipped, 3 completed, 4 cancelled, 5 closed');

export const carrierDto = z
  .object({ code: z.enum(CARRIER_CODES), name: z.string().describe('In `lang`') })
  .meta({ id: 'Carrier' });

const orderLineDto = z
  .object({
    id: z.string(),
    itemKind: z.enum(['goods', 'opus']).describe('What the line sold: goods, or a work (one edition)'),
    goodsId: z.string().nullable().describe('Set when itemKind is goods'),
    workId: z.string().nullable().describe('Set when itemKind is opus'),
    title: z.string().describe('As at checkout'),
    cover: image,
    unitPriceFen: fenSchema,
    quantity: z.number().int(),
    itemsTotalFen: fenSchema.describe('unitPriceFen × quantity'),
    paidFen: fenSchema.describe(
      'itemsTotalFen + this line’s share of the postage; lines add up to the order total',
    ),
  })
  .meta({ id: 'OrderLine' });

const orderAddressDto = z
  .object({
    recipientName: z.string(),
    phone: z.string().describe('Full number: only the order’s buyer and seller see it'),
    provinceCode: z.string(),
    provinceName: z.string().describe('In `lang`'),
    city: z.string(),
    district: z.string(),
    street: z.string(),
    postcode: z.string().nullable(),
  })
  .meta({ id: 'OrderAddress' });

const shipmentDto = z
  .object({
    carrierCode: z.enum(CARRIER_CODES),
    carrierName: z.string(),
    trackingNumber: z.string(),
    shippedAt: time,
  })
  .meta({ id: 'Shipment' });

const orderEventDto = z
  .object({
    fromStatus: orderStatus.nullable().describe('Null for the order’s creation'),
    toStatus: orderStatus,
    actor: z.enum(['buyer', 'seller', 'system']),
    at: time,
    note: z.string().describe('Localised explanation of the step'),
  })
  .meta({ id: 'OrderEvent' });

export const orderDto = z
  .object({
    id: z.string(),
    orderNumber: z.string().describe('e.g. NL2026112400000123'),
    status: orderStatus,
    digital: z
      .boolean()
      .describe('Works and other digital items: no address, no postage, completed on payment'),
    buyer: party,
    seller: party,
    lines: z.array(orderLineDto),
    itemsTotalFen: fenSchema,
    postageFen: fenSchema,
    depositFen: fenSchema.describe(
      'An auction win’s deposit, paid before and applied here (decision 0028 §3); 0 for other orders',
    ),
    totalFen: fenSchema.describe('What the buyer pays: itemsTotalFen + postageFen − depositFen'),
    address: orderAddressDto.nullable().describe('Null for digital orders'),
    shipment: shipmentDto.nullable(),
    paymentId: z.string(),
    createdAt: time,
    payDeadline: time.nullable().describe('Until when it can be paid; null unless awaiting payment'),
    paidAt: time.nullable(),
    autoConfirmAt: time.nullable().describe('When a shipped order completes itself; null unless shipped'),
    completedAt: time.nullable(),
    cancelledAt: time.nullable(),
    events: z.array(orderEventDto).describe('Oldest first'),
  })
  .meta({ id: 'Order' });

export const orderCursorPageDto = cursorPageSchema(cursorRecord(orderDto, 'OrderCursorRecord')).meta({
  id: 'OrderCursorPage',
});

export const orderCountsDto = z
  .object({
    all: z.number().int(),
    awaitingPayment: z.number().int(),
    awaitingShipment: z.number().int(),
    shipped: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    closed: z.number().int(),
  })
  .meta({ id: 'OrderCounts' });

export const paymentDto = z
  .object({
    id: z.string(),
    status: z.enum(PaymentStatus).describe('0 pending, 1 paid, 2 cancelled'),
    provider: z.string().describe('sandbox or wechat'),
    amountFen: fenSchema.describe('The orders’ totals added up (a deposit payment: the deposit)'),
    purpose: z
      .string()
      .describe(
        'The kind of sale it pays for: order (a checkout’s or a won lot’s orders), deposit (an auction deposit, with no orders); later kinds add their own',
      ),
    cashierUrl: z.string().nullable().describe('Where to pay while pending; null otherwise'),
    createdAt: time,
    payDeadline: time,
    paidAt: time.nullable(),
    orders: z.array(orderDto),
  })
  .meta({ id: 'Payment' });

export const paymentCursorPageDto = cursorPageSchema(cursorRecord(paymentDto, 'PaymentCursorRecord')).meta({
  id: 'PaymentCursorPage',
});

const previewLineDto = z.object({
  goodsId: z.string(),
  title: z.string(),
  cover: image,
  unitPriceFen: fenSchema,
  quantity: z.number().int(),
  itemsTotalFen: fenSchema,
});

export const checkoutPreviewDto = z
  .object({
    sellers: z.array(
      z.object({
        seller: party,
        lines: z.array(previewLineDto),
        itemsTotalFen: fenSchema,
        postageFen: fenSchema,
        freeShipping: z.boolean().describe('A no-postage rule of the seller made postage free'),
        totalFen: fenSchema,
      }),
    ),
    itemsTotalFen: fenSchema,
    postageFen: fenSchema,
    totalFen: fenSchema.describe('Pass it back as acceptedTotalFen'),
    addressId: z.string().nullable().describe('The address priced (the default when none was given)'),
    problems: z.array(
      z.object({
        goodsId: z.string(),
        code: z.enum(['PRICE_CHANGED', 'SOLD_OUT', 'NOT_ON_SALE']),
        message: z.string(),
      }),
    ),
  })
  .meta({ id: 'CheckoutPreview' });

export type OrderDto = z.output<typeof orderDto>;
export type PaymentDto = z.output<typeof paymentDto>;
export type OrderCountsDto = z.output<typeof orderCountsDto>;
export type CheckoutPreviewDto = z.output<typeof checkoutPreviewDto>;
