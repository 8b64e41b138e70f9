import { createServer, type IncomingMessage, type Server } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { registerWebSocketProxy } from './websocket-proxy.js';

// A stand-in BFF that accepts WebSocket upgrades of /graphql and echoes frames. Ports 25000–25999.
const BFF_PORT = 25451;
const WEB_PORT = 25452;

let bff: Server;
let web: FastifyInstance;
const handshakes: IncomingMessage['headers'][] = [];

beforeAll(async () => {
  const wss = new WebSocketServer({ noServer: true });
  wss.on('headers', (headers) => headers.push('Set-Cookie: token=rotated; Path=/; HttpOnly'));
  wss.on('connection', (socket) => socket.on('message', (data) => socket.send(`echo:${data}`)));
  bff = createServer();
  bff.on('upgrade', (request, socket, head) => {
    handshakes.push(request.headers);
    if (request.headers.origin === 'https://evil.example') {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  await new Promise<void>((resolve) => bff.listen(BFF_PORT, '127.0.0.1', resolve));
  web = Fastify({ logger: false });
  // Nobody is trusted (WEB_TRUST_PROXY unset): the web server faces the browser.
  registerWebSocketProxy(web, `http://127.0.0.1:${BFF_PORT}`, false);
  await web.listen({ host: '127.0.0.1', port: WEB_PORT });
});

afterAll(async () => {
  await web?.close();
  bff?.closeAllConnections();
  await new Promise((resolve) => bff?.close(resolve));
});

function connect(path: string, headers: Record<string, string>) {
  const socket = new WebSocket(`ws://127.0.0.1:${WEB_PORT}${path}`, 'graphql-transport-ws', { headers });
  const upgraded = new Promise<IncomingMessage>((resolve, reject) => {
    socket.once('upgrade', resolve);
    socket.once('error', reject);
  });
  const opened = new Promise((resolve) => socket.once('open', resolve));
  return { socket, upgraded, opened };
}

describe('WebSocket proxy', () => {
  it('relays an upgrade of /graphql to the BFF with cookies and client headers, and frames both ways', async () => {
    handshakes.length = 0;
    const { socket, upgraded, opened } = connect('/graphql', {
      cookie: 'token=abc; uid=7',
      origin: `http://127.0.0.1:${WEB_PORT}`,
      // A client naming itself (to pick a fresh rate-limit bucket) is ignored: the socket's address goes on.
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
    });
    const response = await upgraded;
    expect(response.headers['set-cookie']).toEqual(['token=rotated; Path=/; HttpOnly']);
    expect(handshakes[0]).toMatchObject({
      cookie: 'token=abc; uid=7',
      origin: `http://127.0.0.1:${WEB_PORT}`,
      'sec-websocket-protocol': 'graphql-transport-ws',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': `127.0.0.1:${WEB_PORT}`,
      'x-forwarded-proto': 'http',
    });
    await opened;
    const reply = new Promise((resolve) => socket.once('message', (data) => resolve(String(data))));
    socket.send('hello');
    expect(await reply).toBe('echo:hello');
    socket.close();
  });

  it("passes the BFF's refusal through", async () => {
    const { upgraded } = connect('/graphql', { origin: 'https://evil.example' });
    await expect(upgraded).rejects.toThrow(/403/);
  });

  it('refuses upgrades of other paths', async () => {
    const { upgraded } = connect('/elsewhere', {});
    await expect(upgraded).rejects.toThrow(/404/);
  });
});
