// Live events through the real app: published only after commit, served as SSE to the BFF's credential.
import { expect, it } from 'vitest';
import { publishAfterCommit } from '../../modules/events/publish-job.js';
import { EVENTS_PATH } from '../../modules/events/routes.js';
import { C, call, registerNew } from '../account-helpers.js';
import { CLIENT_AUTH } from '../api-harness.js';
import type { UseApi } from '../api-suite.js';
import { eventOf, openEventStream } from '../sse-client.js';

type Page<T> = { records: T[] };

function streamUrl(use: UseApi): string {
  const address = use().app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the test app is not listening');
  return `http://127.0.0.1:${address.port}${EVENTS_PATH}`;
}

export function eventsCases(use: UseApi): void {
  it('an event from a committed transaction reaches the stream; one from a rolled-back transaction never does', async () => {
    const { app, db } = use();
    // No customer has this id: the stream carries what it is given, and no other test's event has it.
    const userId = 900_000_000 + (process.pid % 100_000);
    const stream = await openEventStream(streamUrl(use), CLIENT_AUTH);
    try {
      await stream.waitForComment('connected');
      await expect(
        db.transaction(async (tx) => {
          await publishAfterCommit(tx, 'message.read', userId, { unreadCount: 1 });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await db.transaction((tx) => publishAfterCommit(tx, 'message.read', userId, { unreadCount: 2 }));
      await app.jobs.drain();
      const committed = await stream.waitFor(eventOf('message.read', userId));
      expect(committed.data).toEqual({ unreadCount: 2 });
      expect(new Date(committed.occurredAt).toISOString()).toBe(committed.occurredAt);
      expect(stream.events.filter((event) => event.userId === userId)).toEqual([committed]);
    } finally {
      await stream.close();
    }
  });

  it('a delivered message announces message.created with the unread count; reading it announces message.read', async () => {
    const { app } = use();
    const stream = await openEventStream(streamUrl(use), CLIENT_AUTH);
    try {
      const user = await registerNew(app);
      const userId = Number(user.user_id);
      await app.jobs.drain();
      const created = await stream.waitFor(eventOf('message.created', userId));
      expect(created.data).toEqual({ messageId: expect.any(String), unreadCount: 1 });
      const page = await call<Page<{ id: string }>>(app, 'GET', `${C}/msg/page`, undefined, {
        token: user.access_token,
      });
      expect(page.body.data.records.map((message) => message.id)).toEqual([created.data.messageId]);
      await call(app, 'POST', `${C}/msg/read/${created.data.messageId}`, undefined, {
        token: user.access_token,
      });
      const read = await stream.waitFor(eventOf('message.read', userId));
      expect(read.data).toEqual({ unreadCount: 0 });
    } finally {
      await stream.close();
    }
  });

  it('POST /dev/jobs/drain runs due jobs for tests in another process', async () => {
    const { app } = use();
    await registerNew(app);
    const reply = await app.inject({ method: 'POST', url: '/dev/jobs/drain' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ code: 200, data: { ran: expect.any(Number) } });
  });
}
