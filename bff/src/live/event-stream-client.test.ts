// The SSE client against a stand-in event stream: delivery, Basic auth, reconnection, and the silence
// timeout that replaces a half-open connection.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../test-support/live-client.js';
import { createEventStream, type EventStream, eventsPath } from './event-stream-client.js';
import type { LiveEvent } from './events.js';

type Behaviour = (send: (text: string) => void, end: () => void) => void;

let server: FastifyInstance | undefined;
let stream: EventStream | undefined;
const connections: { authorization: string | undefined }[] = [];

async function standIn(behaviour: Behaviour): Promise<string> {
  server = Fastify({ logger: false });
  server.get(eventsPath, (request, reply) => {
    connections.push({ authorization: request.headers.authorization });
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write(': connected\n\n');
    behaviour(
      (text) => reply.raw.write(text),
      () => reply.raw.end(),
    );
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

const silent = { info() {}, warn() {}, debug() {}, error() {}, child: () => silent } as never;

function start(url: string, events: LiveEvent[], timeoutMs = 5_000) {
  stream = createEventStream({
    nextlandUrl: url,
    clientId: 'web',
    clientSecret: 'secret',
    timeoutMs,
    minBackoffMs: 10,
    maxBackoffMs: 50,
    log: silent,
    onEvent: (event) => {
      events.push(event);
    },
  });
  return stream.start();
}

const data = (id: string) =>
  `id: ${id}\ndata: ${JSON.stringify({ id, type: 'message.created', userId: 7, occurredAt: '2026-01-01T00:00:00Z', data: { messageId: '1', unreadCount: 1 } })}\n\n`;

afterEach(async () => {
  await stream?.stop();
  await server?.close();
  connections.length = 0;
});

describe('event stream client', () => {
  it('delivers events with the client credential, skipping what is not an event', async () => {
    const events: LiveEvent[] = [];
    const url = await standIn((send) => {
      send(data('e1'));
      send('data: {"not":"an event"}\n\n: ping\n\n');
      // One event split across chunks.
      const second = data('e2');
      send(second.slice(0, 20));
      setTimeout(() => send(second.slice(20)), 10);
    });
    await start(url, events);
    await until(() => events.length === 2);
    expect(events.map((event) => [event.id, event.userId])).toEqual([
      ['e1', '7'],
      ['e2', '7'],
    ]);
    expect(connections[0]?.authorization).toBe(`Basic ${Buffer.from('web:secret').toString('base64')}`);
  });

  it('reconnects when nextland ends the stream', async () => {
    const events: LiveEvent[] = [];
    let n = 0;
    const url = await standIn((send, end) => {
      n += 1;
      send(data(`e${n}`));
      end();
    });
    await start(url, events);
    await until(() => events.length >= 3);
    expect(connections.length).toBeGreaterThanOrEqual(3);
  });

  it('drops a stream that stays silent past the timeout and opens a new one', async () => {
    const url = await standIn(() => {});
    await start(url, [], 100);
    await until(() => connections.length >= 2, 3_000);
  });
});
