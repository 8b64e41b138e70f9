// The order queues (decision 0019). Both handlers move an order only if it is still where the job expects
// it (`transition`), so a repeated job is a 409 that writes nothing.
import type { QueueDefinition } from '../jobs/queue.js';

export const orderExpireQueue: QueueDefinition = {
  name: 'order.expire',
  retryLimit: 10,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 60,
};

export const orderAutoConfirmQueue: QueueDefinition = {
  name: 'order.autoConfirm',
  retryLimit: 10,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 60,
};

export type OrderJob = { orderId: number };
