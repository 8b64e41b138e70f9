// The sandbox must work with no internet: every script, style, worker and font comes from this server.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSandboxDir } from '../paths.js';
import { buildTestApp } from '../test-support/test-app.js';

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const assetsDir = join(defaultSandboxDir, 'assets');

let app: FastifyInstance;
beforeAll(async () => {
  if (!existsSync(join(defaultSandboxDir, 'index.html'))) {
    await build({
      configFile: fileURLToPath(new URL('../../sandbox/vite.config.ts', import.meta.url)),
      logLevel: 'warn',
    });
  }
  app = await buildTestApp(undefined);
}, 180_000);
afterAll(() => app?.close());

function htmlReferences(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('GraphiQL sandbox', () => {
  it('serves an HTML page to browsers at GET /graphql', async () => {
    const response = await app.inject({ method: 'GET', url: '/graphql', headers: { accept: browserAccept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="sandbox"');
  });

  it('references only same-origin assets, and each one is served', async () => {
    const page = await app.inject({ method: 'GET', url: '/graphql', headers: { accept: browserAccept } });
    const refs = htmlReferences(page.body).filter((ref) => !ref.startsWith('data:'));
    expect(refs.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    for (const ref of refs) {
      expect(ref.startsWith('/graphql/sandbox/assets/')).toBe(true);
      const asset = await app.inject({ method: 'GET', url: ref });
      expect(asset.statusCode, ref).toBe(200);
    }
  });

  it('bundles the Monaco workers and loads nothing from a CDN', () => {
    const files = readdirSync(assetsDir);
    expect(files.some((file) => /^editor\.worker-.*\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /^graphql\.worker-.*\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /^json\.worker-.*\.js$/.test(file))).toBe(true);
    for (const file of files.filter((name) => /\.(js|css)$/.test(name))) {
      const text = readFileSync(join(assetsDir, file), 'utf8');
      expect(text, file).not.toMatch(/esm\.sh\/|cdn\.jsdelivr|unpkg\.com|fonts\.googleapis|fonts\.gstatic/);
    }
  });

  it('carries the example operations', () => {
    const bundle = readdirSync(assetsDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assetsDir, file), 'utf8'))
      .join('\n');
    for (const name of ['GoodsPageExample', 'GoodsDetailExample', 'CategoriesExample'])
      expect(bundle).toContain(name);
  });

  it('still answers GraphQL clients at GET /graphql', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/graphql?query=%7Bping%7D',
      headers: { accept: 'application/graphql-response+json', 'apollo-require-preflight': '1' },
    });
    expect(response.json()).toEqual({ data: { ping: true } });
  });

  it('is off in production unless BFF_SANDBOX=1, and never uses Apollo’s CDN landing page', async () => {
    const prod = await buildTestApp(undefined, { production: true, sandbox: false });
    try {
      const response = await prod.inject({
        method: 'GET',
        url: '/graphql',
        headers: { accept: browserAccept },
      });
      expect(response.headers['content-type']).not.toMatch(/text\/html/);
      expect(response.body).not.toMatch(/apollographql|embeddable-sandbox|cdn\./);
      const asset = await prod.inject({ method: 'GET', url: '/graphql/sandbox/assets/' });
      expect(asset.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    const enabled = await buildTestApp(undefined, { production: true, sandbox: true });
    try {
      const response = await enabled.inject({
        method: 'GET',
        url: '/graphql',
        headers: { accept: browserAccept },
      });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await enabled.close();
    }
  });
});
