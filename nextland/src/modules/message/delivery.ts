// Message delivery as a job: senders enqueue it inside their business transaction (service.ts sendMessage);
// the handler writes the message once, then tells live subscribers.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { domainEvent, type EventBus } from '../events/event-bus.js';
import { jobWorker, type QueueDefinition } from '../jobs/queue.js';
import { unreadCount } from './queries.js';
import { type MessageKind, messages } from './schema.js';

export type MessageDelivery = {
  /** Chosen when the message is sent; the unique `messages.dedupe_key` turns a repeated run into a no-op. */
  dedupeKey: string;
  customerId: number;
  kind: MessageKind;
  params: Record<string, string>;
  /**
   * When it was sent (ISO): the message is dated then, not when its job happened to run, so messages keep
   * the order of the events they report however their jobs are scheduled.
   */
  sentAt: string;
};

export const messageDeliveryQueue: QueueDefinition = {
  name: 'message.deliver',
  retryLimit: 10,
  retryDelaySeconds: 2,
  retryBackoff: true,
  expireInSeconds: 60,
};

/**
 * Inserts the message unless an earlier run already did, then publishes `message.created` with the
 * recipient's unread count. A repeated run publishes again (the earlier run may have stopped before it
 * could); the event carries the absolute count, so a repeat changes nothing for its receiver.
 */
export async function deliverMessage(db: Db, bus: EventBus, delivery: MessageDelivery): Promise<void> {
  const { dedupeKey, customerId, kind, params, sentAt } = delivery;
  const inserted = await db
    .insert(messages)
    .values({ customerId, kind, params, dedupeKey, createdAt: new Date(sentAt) })
    .onConflictDoNothing({ target: messages.dedupeKey })
    .returning({ id: messages.id });
  const id =
    inserted[0]?.id ??
    (await db.select({ id: messages.id }).from(messages).where(eq(messages.dedupeKey, dedupeKey)))[0]?.id;
  if (id === undefined) throw new Error(`message ${dedupeKey} was neither inserted nor found`);
  const unread = await unreadCount(db, customerId);
  await bus.publish(
    domainEvent('message.created', customerId, { messageId: String(id), unreadCount: unread }),
  );
}

export function messageDeliveryWorker(db: Db, bus: EventBus) {
  return jobWorker<MessageDelivery>(messageDeliveryQueue, (job) => deliverMessage(db, bus, job.data));
}
