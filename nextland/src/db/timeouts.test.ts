// Issue 10 #4: with the database not answering, requests and /ready hung for the whole stall. A "black hole"
// (accepts TCP connections, never answers) stands in for a stalled server; the machine's PostgreSQL, when
// TEST_POSTGRES_URL is set, gives a real statement timeout.

import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { registerErrorHandling } from '../lib/error-handler.js';
import { healthRoutes } from '../modules/health/routes.js';
import { createDatabase, type Database, ping } from './client.js';

let blackHole: Server;
const sockets = new Set<Socket>();
let stalledUrl: string;
const opened: Database[] = [];

beforeAll(async () => {
  blackHole = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  stalledUrl = `postgresql://nobody@127.0.0.1:${(blackHole.address() as AddressInfo).port}/stalled`;
});

afterAll(async () => {
  for (const database of opened) await database.close().catch(() => {});
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => blackHole.close(resolve));
});

async function stalledDatabase(): Promise<Database> {
  const database = await createDatabase({
    databaseUrl: stalledUrl,
    pgliteDir: 'memory://',
    timeouts: { connectMs: 300, statementMs: 1_000 },
  });
  opened.push(database);
  return database;
}

async function elapsed(work: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = Date.now();
  try {
    await work();
    return { ms: Date.now() - started, error: undefined };
  } catch (error) {
    return { ms: Date.now() - started, error };
  }
}

describe('database timeouts', () => {
  it('a query against a stalled database fails within the connect timeout, as "unavailable"', async () => {
    const { db } = await stalledDatabase();
    const { ms, error } = await elapsed(() => ping(db));
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(2_000);
  });

  it('a request that needs the stalled database gets a 503 envelope with Retry-After, not a 500 or a hang', async () => {
    const { db } = await stalledDatabase();
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('lang', 'en');
    registerErrorHandling(app);
    app.get('/needs-db', async () => ping(db));
    await app.register(healthRoutes, { db, isDraining: () => false });
    const request = await elapsed(async () => {
      const reply = await app.inject('/needs-db');
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.json()).toMatchObject({ code: 503, success: false });
    });
    expect(request.error).toBeUndefined();
    expect(request.ms).toBeLessThan(2_000);
    const ready = await elapsed(async () => {
      const reply = await app.inject('/ready');
      expect(reply.statusCode).toBe(503);
    });
    expect(ready.error).toBeUndefined();
    expect(ready.ms).toBeLessThan(3_000);
    await app.close();
  });

  it.runIf(process.env.TEST_POSTGRES_URL)(
    'PostgreSQL cancels a statement that runs past the statement timeout, as "unavailable"',
    async () => {
      const database = await createDatabase({
        databaseUrl: `${process.env.TEST_POSTGRES_URL}/postgres`,
        pgliteDir: 'memory://',
        timeouts: { connectMs: 2_000, statementMs: 200 },
      });
      opened.push(database);
      const { ms, error } = await elapsed(() => database.db.execute(sql`select pg_sleep(3)`));
      expect(
        (error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code,
      ).toBe('57014');
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(ms).toBeLessThan(2_000);
    },
  );
});
