// https://nodejs.org/api/http.html#event-upgrade — WebSocket upgrades of same-origin `/graphql` go to the
// BFF's subscription server. The upgrade is relayed as bytes: the handshake reaches the BFF with the browser's
// cookies (the session) and the forwarded client headers the HTTP proxy adds, and the BFF's answer — a 101
// with Set-Cookie from a silent refresh, or a 403/503 refusal — reaches the browser unchanged. Frames then
// flow through untouched; the BFF enforces message limits.
import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { clientAddress, clientProtocol, type TrustProxy } from './client-address.js';

const proxiedPath = '/graphql';

/** The status line and headers of an upstream answer, as raw bytes for the client socket. */
function head(statusCode: number, statusMessage: string, rawHeaders: string[]): string {
  const lines = [`HTTP/1.1 ${statusCode} ${statusMessage}`];
  for (let i = 0; i < rawHeaders.length; i += 2) lines.push(`${rawHeaders[i]}: ${rawHeaders[i + 1]}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

function refuse(socket: Duplex, status: string): void {
  if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** `trust`: the app's trustProxy (WEB_TRUST_PROXY), so the handshake names the client as the HTTP proxy does. */
export function registerWebSocketProxy(app: FastifyInstance, bffUrl: string, trust: TrustProxy): void {
  const upstream = new URL(bffUrl);
  // Relayed sockets are no longer the HTTP server's: closing the app ends them (clients reconnect).
  const open = new Set<Duplex>();
  app.addHook('onClose', async () => {
    for (const socket of open) socket.destroy();
  });
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, firstBytes: Buffer) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== proxiedPath) {
      // Another listener (Vite's HMR in development) may own this upgrade; alone, we refuse it.
      if (app.server.listenerCount('upgrade') === 1) refuse(socket, '404 Not Found');
      return;
    }
    socket.on('error', () => socket.destroy());
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    const proxied = httpRequest({
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      method: 'GET',
      path: request.url,
      headers: {
        ...request.headers,
        host: upstream.host,
        'x-forwarded-for': clientAddress(request, trust),
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': clientProtocol(request, trust),
      },
    });
    // A browser that gives up before the BFF answered ends the upstream attempt too.
    socket.on('close', () => proxied.destroy());
    proxied.on('upgrade', (response, upstreamSocket, upstreamHead) => {
      upstreamSocket.on('error', () => socket.destroy());
      socket.on('close', () => upstreamSocket.destroy());
      upstreamSocket.on('close', () => socket.destroy());
      socket.write(
        head(
          response.statusCode ?? 101,
          response.statusMessage ?? 'Switching Protocols',
          response.rawHeaders,
        ),
      );
      if (upstreamHead.length > 0) socket.write(upstreamHead);
      if (firstBytes.length > 0) upstreamSocket.write(firstBytes);
      upstreamSocket.pipe(socket);
      socket.pipe(upstreamSocket);
    });
    // A refusal (403 foreign origin, 503 nextland down, 404) goes back as it came, then the socket closes.
    proxied.on('response', (response) => {
      socket.write(head(response.statusCode ?? 502, response.statusMessage ?? '', response.rawHeaders));
      response.pipe(socket);
    });
    proxied.on('error', (error) => {
      app.log.warn({ err: error }, 'websocket proxy: BFF unavailable');
      refuse(socket, '502 Bad Gateway');
    });
    proxied.end();
  });
}
