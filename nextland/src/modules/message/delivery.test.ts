// Message delivery through the job queue on a real database (PGlite always, PostgreSQL with TEST_POSTGRES_URL).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { describeDatabaseOnDrivers } from '../../test/describe-on-drivers.js';
import { customers } from '../customer/schema.js';
import { type DomainEvent, memoryEventBus } from '../events/event-bus.js';
import { JobRunner } from '../jobs/runner.js';
import { deliverMessage, type MessageDelivery, messageDeliveryWorker } from './delivery.js';
import { messages } from './schema.js';
import { sendMessage } from './service.js';

const quiet = { error: () => {}, warn: () => {} };

describeDatabaseOnDrivers('message delivery', {}, (use) => {
  let database: Database;
  let customerId: number;
  const bus = memoryEventBus();
  const published: DomainEvent[] = [];
  bus.subscribe((event) => published.push(event));
  let runner: JobRunner;

  beforeAll(async () => {
    database = use().database;
    const [row] = await database.db
      .insert(customers)
      .values({
        nickname: 'reader',
        type: 1,
        invitationCode: 'DELIVER1',
        openid: 'o-deliver',
        unionid: 'u-deliver',
      })
      .returning({ id: customers.id });
    customerId = row?.id as number;
    runner = new JobRunner({
      connection: database.jobsConnection,
      workers: [messageDeliveryWorker(database.db, bus)],
      pollIntervalMs: 60_000,
      logger: quiet,
    });
    await runner.start();
  });
  afterAll(async () => {
    await runner?.stop();
  });

  it('a message sent in a transaction appears once its job runs, and is announced with the unread count', async () => {
    await database.db.transaction((tx) => sendMessage(tx, customerId, 'welcome', { nickname: 'reader' }));
    expect(await runner.drain()).toBe(1);
    const rows = await database.db.select().from(messages).where(eq(messages.customerId, customerId));
    expect(rows).toHaveLength(1);
    expect(published.at(-1)).toMatchObject({
      type: 'message.created',
      userId: customerId,
      data: { messageId: String(rows[0]?.id), unreadCount: 1 },
    });
  });

  it('a message sent in a transaction that rolls back is never delivered', async () => {
    const before = published.length;
    await expect(
      database.db.transaction(async (tx) => {
        await sendMessage(tx, customerId, 'inviteeJoined', { nickname: 'ghost' });
        throw new Error('registration failed');
      }),
    ).rejects.toThrow('registration failed');
    expect(await runner.drain()).toBe(0);
    expect(published.length).toBe(before);
  });

  it('delivering the same message twice (a retried job) writes it once and announces the same message', async () => {
    const delivery: MessageDelivery = {
      dedupeKey: 'test-duplicate-delivery',
      customerId,
      kind: 'reviewApproved',
      params: { kind: 'creator' },
      sentAt: new Date().toISOString(),
    };
    await Promise.all([
      deliverMessage(database.db, bus, delivery),
      deliverMessage(database.db, bus, delivery),
    ]);
    await deliverMessage(database.db, bus, delivery);
    const rows = await database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.dedupeKey, delivery.dedupeKey));
    expect(rows).toHaveLength(1);
    const announced = published.filter(
      (event) => event.type === 'message.created' && event.data.messageId === String(rows[0]?.id),
    );
    expect(announced).toHaveLength(3);
    const counts = announced.map((event) => ('unreadCount' in event.data ? event.data.unreadCount : null));
    expect(new Set(counts)).toEqual(new Set([2]));
  });
});
