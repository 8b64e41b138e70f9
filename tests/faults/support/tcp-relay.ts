// A TCP relay between a service and what it calls, that a scenario can stall (bytes stop moving both ways and
// new connections are held, as with a hung database or a network partition) and release.
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type Relay = { port: number; stall: () => void; release: () => void; close: () => Promise<void> };

export async function startRelay(targetHost: string, targetPort: number): Promise<Relay> {
  let stalled = false;
  const pairs = new Set<[Socket, Socket]>();
  const held: Socket[] = [];

  const connect = (client: Socket) => {
    const upstream = createConnection({ host: targetHost, port: targetPort });
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  };

  const server: Server = createServer((client) => {
    if (stalled) {
      client.pause();
      held.push(client);
      client.on('error', () => client.destroy());
      return;
    }
    connect(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    stall: () => {
      stalled = true;
      for (const [client, upstream] of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    release: () => {
      stalled = false;
      for (const [client, upstream] of pairs) {
        client.resume();
        upstream.resume();
      }
      for (const client of held.splice(0)) {
        if (!client.destroyed) {
          client.resume();
          connect(client);
        }
      }
    },
    close: async () => {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      for (const client of held) client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
