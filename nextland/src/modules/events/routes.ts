// https://html.spec.whatwg.org/multipage/server-sent-events.html — the live event stream for the BFF.
// One long response per consumer: `: connected` first, `: ping` comments as heartbeats, one `data:` line of
// JSON per event. The client credential is checked like every other /nextland-* route (lib/request-context.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainEventDto } from './dto.js';
import type { EventBus } from './event-bus.js';

export const EVENTS_PATH = '/nextland-internal/v1/events';

/** A consumer this far behind is cut off (it reconnects) rather than buffered without limit. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const eventRoutes: FastifyPluginAsyncZod<{ bus: EventBus; heartbeatMs: number }> = async (
  app,
  { bus, heartbeatMs },
) => {
  const open = new Set<() => void>();
  // Streams never end by themselves: close them first, or the server would wait for them on shutdown.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    EVENTS_PATH,
    {
      schema: {
        tags: ['events'],
        summary: 'Domain events as Server-Sent Events (text/event-stream), for the BFF',
        description:
          'First `: connected`, then `: ping` every EVENTS_HEARTBEAT_MS and one `id:`/`data:` pair per event; ' +
          '`data` is JSON {id, type, userId, occurredAt, data}. Types: message.created ' +
          '{messageId, unreadCount}, message.read {unreadCount}, order.created/order.updated, afterSale.updated; ' +
          'auction.updated is public: userId 0 and `topic` `lot:<goodsId>`, for everyone watching that lot.',
        // Documents each `data:` line (DomainEvent) for the BFF's generated types; the stream itself is written
        // by hand below (hijacked), never serialised against this.
        response: {
          200: {
            description: 'text/event-stream; each `data:` line is one DomainEvent',
            content: { 'text/event-stream': { schema: domainEventDto } },
          },
        },
      },
    },
    (_request, reply) => {
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies (nginx) would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      });
      stream.write(': connected\n\n');
      const send = (text: string) => {
        if (stream.writableLength > MAX_BUFFERED_BYTES) stream.destroy();
        else stream.write(text);
      };
      const unsubscribe = bus.subscribe((event) =>
        send(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`),
      );
      const heartbeat = setInterval(() => send(': ping\n\n'), heartbeatMs);
      function end() {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!stream.writableEnded) stream.end();
      }
      open.add(end);
      // The response's close (not the request's, which fires once a GET has been read) is the consumer leaving.
      stream.on('close', end);
    },
  );
};
