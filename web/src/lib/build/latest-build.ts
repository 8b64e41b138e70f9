/** Where vite.config.ts writes the manifest (spec §7: builds/latest.json under the build assets path). */
export const LATEST_BUILD_PATH = '/assets/builds/latest.json';
/** Spec §9: check once an hour. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Window event fired when a newer build is announced. */
export const APP_UPDATE_EVENT = 'app:update';

export type BuildManifest = { id: string; timestamp: number };

/** Reads the manifest, bypassing HTTP caches; null when unreachable or malformed (never throws). */
export async function fetchLatestBuild(fetchImpl: typeof fetch = fetch): Promise<BuildManifest | null> {
  try {
    const response = await fetchImpl(LATEST_BUILD_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return null;
    const { id, timestamp } = body as Record<string, unknown>;
    return typeof id === 'string' && typeof timestamp === 'number' ? { id, timestamp } : null;
  } catch {
    return null;
  }
}
