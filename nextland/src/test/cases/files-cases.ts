import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SECRET_FILE_CONTENT } from '../api-harness.js';
import type { UseApi } from '../api-suite.js';

export function filesCases(use: UseApi): void {
  it('serves seed artwork as immutable SVG without a client credential', async () => {
    const { app, filesDir } = use();
    const reply = await app.inject({ method: 'GET', url: '/files/goods/1-1.svg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(reply.headers['content-security-policy']).toContain('sandbox');
    expect(reply.body).toBe(readFileSync(join(filesDir, 'goods/1-1.svg'), 'utf8'));
  });

  it('answers a missing file with an enveloped 404', async () => {
    const reply = await use().app.inject({ method: 'GET', url: '/files/goods/999999-1.svg?lang=en' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ code: 404, success: false });
  });

  it.each([
    '/files/..%2fsecret.txt',
    '/files/%2e%2e%2fsecret.txt',
    '/files/goods/..%2f..%2fsecret.txt',
    '/files/goods%2f..%2f..%2fsecret.txt',
    '/files/..%5csecret.txt',
    '/files/%2e%2e%5csecret.txt',
    '/files/.env',
    '/files/goods/%2e%2e/%2e%2e/secret.txt',
    '/files/%2fetc%2fpasswd',
    '/files/',
    '/files/goods/',
    '/files/%E0%A4%A',
    `/files/${'a'.repeat(300)}`,
  ])('refuses %s with a 404 and never leaks the file', async (url) => {
    const reply = await use().app.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ code: 404, success: false });
    expect(reply.body).not.toContain(SECRET_FILE_CONTENT);
    expect(reply.body).not.toContain('root:');
  });
}
