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

/** What the SSE stream sends as each `data:` line (docs/api-contract.md, "Live events"). */
export const domainEventDto = z
  .discriminatedUnion('type', [
    messageCreatedEventDto,
    messageReadEventDto,
    orderCreatedEventDto,
    orderUpdatedEventDto,
    afterSaleUpdatedEventDto,
  ])
  .meta({ id: 'DomainEvent' });

export type DomainEvent = z.output<typeof domainEventDto>;
export type DomainEventType = DomainEvent['type'];
/** The `data` of one event type. */
export type EventData<T extends DomainEventType> = Extract<DomainEvent, { type: T }>['data'];
