import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import {
  type TimeCursorPageRequest,
  type TimeOrderedList,
  timeCursorPage,
  timeOrdering,
} from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import { isMessageKey, t } from '../../lib/messages/index.js';
import { offsetOf, type PageRequest, toPage } from '../../lib/paging.js';
import { domainEvent, type EventBus } from '../events/event-bus.js';
import { enqueue, type OutboxJob } from '../jobs/enqueue.js';
import { type MessageDelivery, messageDeliveryQueue } from './delivery.js';
import { unreadCount } from './queries.js';
import { type MessageKind, messages } from './schema.js';

export { MESSAGE_KINDS, type MessageKind } from './schema.js';

/** The delivery job of one system message, to write with others through `enqueueAll`. */
export function messageJob(
  customerId: number,
  kind: MessageKind,
  params: Record<string, string> = {},
): OutboxJob {
  const delivery: MessageDelivery = {
    dedupeKey: randomUUID(),
    customerId,
    kind,
    params,
    sentAt: new Date().toISOString(),
  };
  return { name: messageDeliveryQueue.name, data: delivery };
}

/**
 * Sends a system message: pass the business transaction, and the delivery job commits with it (or not at
 * all). The message appears once the job has run — at once, woken by the commit (delivery.ts).
 */
export async function sendMessage(
  db: Db,
  customerId: number,
  kind: MessageKind,
  params: Record<string, string> = {},
): Promise<void> {
  const { name, data } = messageJob(customerId, kind, params);
  await enqueue(db, name, data);
}

/**
 * Writes messages as rows at once, without the delivery job: only for callers that run where no job queue is
 * installed yet (seeding). Everything else sends through `sendMessage`/`messageJob` in its transaction.
 */
export async function writeMessagesNow(
  db: Db,
  notices: readonly { customerId: number; kind: MessageKind; params: Record<string, string> }[],
): Promise<void> {
  if (notices.length > 0) await db.insert(messages).values([...notices]);
}

/** Fills the template in the reader's language; `kind` params name a translated verification kind. */
function render(lang: Lang, kind: string, params: Record<string, string>) {
  const filled = { ...params };
  const kindKey = `kind.${params.kind}`;
  if (params.kind && isMessageKey(kindKey)) filled.kind = t(lang, kindKey);
  const title = `msg.${kind}.title`;
  const content = `msg.${kind}.content`;
  return {
    title: isMessageKey(title) ? t(lang, title, filled) : kind,
    content: isMessageKey(content) ? t(lang, content, filled) : '',
  };
}

/** The reader's messages, newest first (index messages_customer_idx: customer, created_at, id). */
export const messageList = {
  name: 'messages',
  table: messages,
  createdAt: messages.createdAt,
  id: messages.id,
  direction: 'desc',
} as const satisfies TimeOrderedList & { table: typeof messages };

type MessageRow = typeof messages.$inferSelect;

function toMessageDto(lang: Lang, row: MessageRow) {
  return {
    id: String(row.id),
    kind: row.kind,
    ...render(lang, row.kind, row.params),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    afterSaleId: row.params.afterSaleId ?? null,
    // Auction messages (decision 0028 §3) name their lot; `link` is where the winner confirms and pays.
    goodsId: row.kind.startsWith('auction') ? (row.params.goodsId ?? null) : null,
    link: row.params.link ?? null,
  };
}

/** The spec's numbered page (`current`/`size`), with its exact total. */
export async function listMessages(db: Db, lang: Lang, customerId: number, page: PageRequest) {
  const where = eq(messages.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(...timeOrdering(messageList))
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return toPage(
    rows.map((row) => toMessageDto(lang, row)),
    total?.n ?? 0,
    page,
  );
}

/** Keyset paging of the reader's messages: every page is one short index walk from the cursor. */
export function listMessagesByCursor(
  db: Db,
  lang: Lang,
  customerId: number,
  { size, after }: TimeCursorPageRequest,
) {
  return timeCursorPage(db, messageList, {
    filter: eq(messages.customerId, customerId),
    after,
    size,
    select: (where, limit) =>
      db
        .select()
        .from(messages)
        .where(where)
        .orderBy(...timeOrdering(messageList))
        .limit(limit),
    toRecord: (row) => toMessageDto(lang, row),
  });
}

/**
 * Another user's message id is the same 404 as an unknown one. Marking twice is harmless. Returns how many
 * messages changed from unread to read (0 when it was already read); a change publishes `message.read`.
 */
export async function markRead(
  db: Db,
  bus: EventBus,
  customerId: number,
  id: number | null,
): Promise<{ updated: number }> {
  if (id === null) throw new NotFoundError();
  const [row] = await db
    .select({ readAt: messages.readAt })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.customerId, customerId)));
  if (!row) throw new NotFoundError();
  if (row.readAt) return { updated: 0 };
  const changed = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.id, id), isNull(messages.readAt)))
    .returning({ id: messages.id });
  if (changed.length > 0) await publishUnread(db, bus, customerId);
  return { updated: changed.length };
}

export async function markAllRead(db: Db, bus: EventBus, customerId: number): Promise<number> {
  const done = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.customerId, customerId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  if (done.length > 0) await publishUnread(db, bus, customerId);
  return done.length;
}

/** After the update has committed (each statement above commits on its own): the reader's new count. */
async function publishUnread(db: Db, bus: EventBus, customerId: number): Promise<void> {
  const unread = await unreadCount(db, customerId);
  await bus.publish(domainEvent('message.read', customerId, { unreadCount: unread }));
}
