import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

export type BuildInfo = { id: string; timestamp: number };

/** A build id: `BUILD_ID` from CI when given, otherwise time plus randomness (unique per build). */
export function createBuildInfo(env: NodeJS.ProcessEnv = process.env, now = Date.now()): BuildInfo {
  const id = env.BUILD_ID?.trim() || `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { id, timestamp: now };
}

/**
 * Injects the build id as `__BUILD_ID__` and writes `dist/client/assets/builds/latest.json`, which
 * running clients poll to notice a deploy (spec §4, §7).
 */
export function buildManifestPlugin(info: BuildInfo): Plugin {
  return {
    name: 'nextland:build-manifest',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(info.id) } }),
    async writeBundle(options) {
      if (this.environment?.name !== 'client' || !options.dir) return;
      const dir = path.join(options.dir, 'assets', 'builds');
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'latest.json'), `${JSON.stringify(info)}\n`);
    },
  };
}
