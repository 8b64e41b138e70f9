import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { isMessageKey, t } from '../../lib/messages/index.js';
import { offsetOf, type PageRequest, toPage } from '../../lib/paging.js';
import { messages } from './schema.js';

export type MessageKind = 'welcome' | 'reviewApproved' | 'reviewRejected' | 'inviteeJoined';

/** Records a system message; pass the transaction so it is sent only if the change commits. */
export async function sendMessage(
  db: Db,
  customerId: number,
  kind: MessageKind,
  params: Record<string, string> = {},
): Promise<void> {
  await db.insert(messages).values({ customerId, kind, params });
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

export async function listMessages(db: Db, lang: Lang, customerId: number, page: PageRequest) {
  const where = eq(messages.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  const records = rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    ...render(lang, row.kind, row.params),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
  return toPage(records, total?.n ?? 0, page);
}

export async function unreadCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.customerId, customerId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** Another user's message id is the same 404 as an unknown one. Marking twice is harmless. */
/** Returns how many messages changed from unread to read (0 when it was already read). */
export async function markRead(db: Db, customerId: number, id: number | null): Promise<{ updated: number }> {
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
  return { updated: changed.length };
}

export async function markAllRead(db: Db, customerId: number): Promise<number> {
  const done = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.customerId, customerId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return done.length;
}
