// The live events nextland streams (GET /nextland-internal/v1/events): one schema per event type, named in the
// OpenAPI document, so publishers here and the BFF's generated types (`Dto<'DomainEvent'>`) share one
// definition. A new event type is a new member of the union.
import { z } from 'zod';
import { AfterSaleStatus } from '../after-sale/status.js';
import { OrderStatus } from '../order/status.js';

const eventFields = {
  id: z
    .string()
    .describe(
      'Unique per event; a re-delivered event (a retried job) keeps its id, so consumers may drop repeats',
    ),
  userId: z.number().int().describe('The customer the event concerns: the BFF delivers it to that user only'),
  occurredAt: z.string(),
};

export const messageCreatedEventDto = z
  .object({
    ...eventFields,
    type: z.literal('message.created'),
    data: z.object({ messageId: z.string(), unreadCount: z.number().int() }),
  })
  .meta({ id: 'MessageCreatedEvent' });

export const messageReadEventDto = z
  .object({
    ...eventFields,
    type: z.literal('message.read'),
    data: z.object({ unreadCount: z.number().int() }),
  })
  .meta({ id: 'MessageReadEvent' });

// An order was made or changed: the BFF re-reads it (by id, as `role`) and pushes it to the viewer.
const orderEventData = z.object({
  orderId: z.string(),
  status: z.enum(OrderStatus).describe('The order status after the change (0 awaiting payment … 5 closed)'),
  role: z.enum(['buyer', 'seller']).describe('Which side of the order userId is on'),
});

export const orderCreatedEventDto = z
  .object({ ...eventFields, type: z.literal('order.created'), data: orderEventData })
  .meta({ id: 'OrderCreatedEvent' });

export const orderUpdatedEventDto = z
  .object({ ...eventFields, type: z.literal('order.updated'), data: orderEventData })
  .meta({ id: 'OrderUpdatedEvent' });

// An after-sale request was made or moved: the BFF re-reads it (by id, as `role`) for the viewer.
export const afterSaleUpdatedEventDto = z
  .object({
    ...eventFields,
    type: z.literal('afterSale.updated'),
    data: z.object({
      afterSaleId: z.string(),
      orderId: z.string(),
      status: z
        .enum(AfterSaleStatus)
        .describe('After the change: 0 awaiting seller … 3 refunded, 4 rejected, 5 withdrawn'),
      role: z.enum(['buyer', 'seller']).describe('Which side of the request userId is on'),
    }),
  })
  .meta({ id: 'AfterSaleUpdatedEvent' });

// A lot changed (a bid, its opening, its close): a PUBLIC event (decision 0028 §4). `userId` is 0 (no customer)
// and `topic` is `lot:<goodsId>` (lots are addressed by their goods id everywhere, as the routes do): the BFF
// delivers it to everyone watching that lot. It carries only what the public lot view shows — masked names,
// never a maximum or the reserve.
const auctionBidDto = z.object({
  seq: z.number().int(),
  bidder: z.string().describe('Masked nickname'),
  amountFen: z.number().int(),
  kind: z.enum(['manual', 'proxy']),
  at: z.string(),
});

export const auctionUpdatedEventDto = z
  .object({
    ...eventFields,
    userId: z.literal(0).describe('Always 0: a public event, delivered by `topic`'),
    topic: z.string().describe('`lot:<goodsId>`'),
    type: z.literal('auction.updated'),
    data: z.object({
      lotId: z.string(),
      goodsId: z.string(),
      cause: z.enum(['bid', 'opened', 'closed']),
      seq: z.number().int().describe('The lot’s last bid `seq` after the change'),
      priceFen: z.number().int(),
      minimumNextFen: z.number().int(),
      bidCount: z.number().int(),
      endsAt: z.string(),
      status: z
        .number()
        .int()
        .describe('0 not started, 1 bidding, 2 won awaiting payment, 3 completed, 4 unsold'),
      reserveMet: z.boolean(),
      leader: z.string().nullable().describe('Masked nickname'),
      lastBid: auctionBidDto.nullable(),
      bids: z
        .array(auctionBidDto)
        .describe('Every history row this change added, newest first (a bid and its proxy answer: two)'),
    }),
  })
  .meta({ id: 'AuctionUpdatedEvent' });

/** What the SSE stream sends as each `data:` line (docs/api-contract.md, "Live events"). */
export const domainEventDto = z
  .discriminatedUnion('type', [
    messageCreatedEventDto,
    messageReadEventDto,
    orderCreatedEventDto,
    orderUpdatedEventDto,
    afterSaleUpdatedEventDto,
    auctionUpdatedEventDto,
  ])
  .meta({ id: 'DomainEvent' });

export type DomainEvent = z.output<typeof domainEventDto>;
export type DomainEventType = DomainEvent['type'];
/** The `data` of one event type. */
export type EventData<T extends DomainEventType> = Extract<DomainEvent, { type: T }>['data'];
