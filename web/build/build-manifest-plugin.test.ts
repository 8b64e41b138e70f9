import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildManifestPlugin, createBuildInfo } from './build-manifest-plugin.js';

type WriteBundle = (this: unknown, options: { dir?: string }) => Promise<void>;

describe('createBuildInfo', () => {
  it('takes BUILD_ID from CI when given', () => {
    expect(createBuildInfo({ BUILD_ID: ' abc123 ' }, 42)).toEqual({ id: 'abc123', timestamp: 42 });
  });

  it('otherwise makes a fresh id per build', () => {
    const a = createBuildInfo({}, 42);
    const b = createBuildInfo({}, 42);
    expect(a.timestamp).toBe(42);
    expect(a.id).not.toBe(b.id);
  });
});

describe('buildManifestPlugin', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('defines __BUILD_ID__ for the client code', () => {
    const plugin = buildManifestPlugin({ id: 'b-1', timestamp: 1 });
    const config = (plugin.config as () => { define: Record<string, string> })();
    expect(config.define.__BUILD_ID__).toBe('"b-1"');
  });

  it('writes assets/builds/latest.json {id, timestamp} into the client build only', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'manifest-'));
    const plugin = buildManifestPlugin({ id: 'b-2', timestamp: 1700000000000 });
    const writeBundle = plugin.writeBundle as unknown as WriteBundle;
    await writeBundle.call({ environment: { name: 'ssr' } }, { dir });
    await expect(readFile(path.join(dir, 'assets/builds/latest.json'), 'utf8')).rejects.toThrow();
    await writeBundle.call({ environment: { name: 'client' } }, { dir });
    const manifest = JSON.parse(await readFile(path.join(dir, 'assets/builds/latest.json'), 'utf8'));
    expect(manifest).toEqual({ id: 'b-2', timestamp: 1700000000000 });
  });
});
