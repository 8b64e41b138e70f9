// The live events nextland streams (GET /nextland-internal/v1/events): one schema per event type, named in the
// OpenAPI document, so publishers here and the BFF's generated types (`Dto<'DomainEvent'>`) share one
// definition. A new event type is a new member of the union.
import { z } from 'zod';

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

/** What the SSE stream sends as each `data:` line (docs/api-contract.md, "Live events"). */
export const domainEventDto = z
  .discriminatedUnion('type', [messageCreatedEventDto, messageReadEventDto])
  .meta({ id: 'DomainEvent' });

export type DomainEvent = z.output<typeof domainEventDto>;
export type DomainEventType = DomainEvent['type'];
/** The `data` of one event type. */
export type EventData<T extends DomainEventType> = Extract<DomainEvent, { type: T }>['data'];
