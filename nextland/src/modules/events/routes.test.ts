// The SSE route on its own: framing, credential, heartbeat, and that closing the app ends open streams.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../lib/error-handler.js';
import { requestContext } from '../../lib/request-context.js';
import { CLIENT_AUTH } from '../../test/api-harness.js';
import { openEventStream } from '../../test/sse-client.js';
import { domainEvent, type EventBus, memoryEventBus } from './event-bus.js';
import { EVENTS_PATH, eventRoutes } from './routes.js';

let app: FastifyInstance | undefined;

async function start(bus: EventBus, heartbeatMs = 60_000): Promise<string> {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(requestContext, { client: { id: 'nextland-web', secret: 'nextland-web-secret' } });
  await app.register(eventRoutes, { bus, heartbeatMs });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return `${address}${EVENTS_PATH}`;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET /nextland-internal/v1/events', () => {
  it('opens with ": connected" and sends each published event as one data line of JSON', async () => {
    const bus = memoryEventBus();
    const stream = await openEventStream(await start(bus), CLIENT_AUTH);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await stream.waitForComment('connected');
      const event = domainEvent('message.read', 7, { unreadCount: 0 });
      await bus.publish(event);
      expect(await stream.waitFor((e) => e.id === event.id)).toEqual(event);
    } finally {
      await stream.close();
    }
  });

  it('sends ": ping" every heartbeat interval', async () => {
    const stream = await openEventStream(await start(memoryEventBus(), 50), CLIENT_AUTH);
    try {
      await stream.waitForComment('ping', 2_000);
    } finally {
      await stream.close();
    }
  });

  it('refuses a caller without the client credential', async () => {
    const url = await start(memoryEventBus());
    const response = await fetch(url);
    expect(response.status).toBe(401);
    await response.arrayBuffer();
  });

  it('closing the app ends open streams instead of waiting for them', async () => {
    const stream = await openEventStream(await start(memoryEventBus()), CLIENT_AUTH);
    await stream.waitForComment('connected');
    const started = Date.now();
    await app?.close();
    app = undefined;
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
