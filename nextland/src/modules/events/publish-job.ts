// Events from a business transaction go through the outbox: the job commits with the change, and its
// handler publishes once that has happened — never for a change that rolled back.

import type { OutboxJob, Tx } from '../jobs/enqueue.js';
import { enqueue } from '../jobs/enqueue.js';
import { jobWorker, type QueueDefinition } from '../jobs/queue.js';
import {
  type DomainEvent,
  type DomainEventType,
  domainEvent,
  type EventBus,
  type EventData,
} from './event-bus.js';

export const eventPublishQueue: QueueDefinition = {
  name: 'event.publish',
  retryLimit: 5,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 30,
};

/** The job publishing `type` for `userId`, to write with others through `enqueueAll`. */
export function publishJob<T extends DomainEventType>(
  type: T,
  userId: number,
  data: EventData<T>,
): OutboxJob {
  return { name: eventPublishQueue.name, data: domainEvent(type, userId, data) };
}

/** The job publishing a public event (userId 0, a `topic`: `auction.updated`) built whole by its module. */
export function publicEventJob(event: Extract<DomainEvent, { userId: 0 }>): OutboxJob {
  return { name: eventPublishQueue.name, data: event };
}

/** Publishes `type` for `userId` after `tx` commits (a retried publish repeats the same event id). */
export async function publishAfterCommit<T extends DomainEventType>(
  tx: Tx,
  type: T,
  userId: number,
  data: EventData<T>,
): Promise<void> {
  await enqueue(tx, eventPublishQueue.name, domainEvent(type, userId, data));
}

export function eventPublishWorker(bus: EventBus) {
  return jobWorker<DomainEvent>(eventPublishQueue, (job) => bus.publish(job.data));
}
