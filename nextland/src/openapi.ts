// nextland's OpenAPI document without a database or a listening server, for `npm run codegen` (the BFF's REST
// types are generated from it: docs/decisions/0009-typed-rest-contract.md). The same document is served at /docs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import * as schema from './db/schema.js';

/**
 * Routes read the database only when a request arrives, so the app is built over drizzle's mock, which never
 * connects. The configuration is the development default (no Redis, no S3, the stand-ins mounted) with a
 * throw-away files folder, so building touches nothing outside it. The job runner is never started, so the
 * jobs database (an address here) is never reached either. `use` gets the ready app (the OpenAPI test also sends
 * it requests that never reach a handler); the app is closed after it.
 */
export async function withDocumentedApp<T>(use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const scratch = mkdtempSync(join(tmpdir(), 'nextland-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    FILES_DIR: join(scratch, 'files'),
    PRIVATE_FILES_DIR: join(scratch, 'private-files'),
    PGLITE_DIR: 'memory://',
  });
  const database: Database = {
    db: drizzle.mock({ schema }) as unknown as Db,
    driver: 'postgres',
    jobsConnection: { kind: 'postgres', connectionString: 'postgresql://openapi.invalid/never-connected' },
    migrate: async () => {},
    close: async () => {},
  };
  const app = await buildApp({ config, database, startJobs: false });
  try {
    await app.ready();
    return await use(app);
  } finally {
    await app.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  return withDocumentedApp(async (app) => app.swagger() as unknown as Record<string, unknown>);
}
