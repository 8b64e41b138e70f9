import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicOrigin } from '../src/lib/seo/public-origin.js';

export type ServerConfig = {
  port: number;
  host: string;
  bffUrl: string;
  nextlandUrl: string;
  production: boolean;
  /** The web workspace folder (vite root); `dist/client` lives under it. */
  root: string;
  /** Absolute origin of canonical and hreflang URLs (`PUBLIC_ORIGIN`, default http://localhost:3000). */
  publicOrigin: string;
};

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Server settings from the environment (import.meta.env does not exist outside Vite). */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    bffUrl: (env.BFF_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, ''),
    nextlandUrl: (env.NEXTLAND_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, ''),
    production: env.NODE_ENV === 'production',
    root: WEB_ROOT,
    publicOrigin: publicOrigin(env.PUBLIC_ORIGIN),
  };
}
