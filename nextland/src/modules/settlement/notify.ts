// Settlement messages go through the outbox in the caller's transaction; while seeding (no job queue yet)
// they are written as message rows, the way the seed writes its other messages.
import type { Db } from '../../db/client.js';
import { enqueueAll, type OutboxJob } from '../jobs/enqueue.js';
import { type MessageKind, messageJob, writeMessagesNow } from '../message/service.js';
import type { SettlementContext } from './context.js';

export type Notice = { customerId: number; kind: MessageKind; params: Record<string, string> };

export async function notify(tx: Db, ctx: SettlementContext, notices: Notice[], jobs: OutboxJob[] = []) {
  if (!ctx.outbox) {
    await writeMessagesNow(tx, notices);
    return;
  }
  await enqueueAll(tx, [...jobs, ...notices.map((n) => messageJob(n.customerId, n.kind, n.params))]);
}
