import type { NormalizedCacheObject } from '@apollo/client';

/**
 * Merges a newer server snapshot (from a client-side navigation's `+data`) into the browser cache's
 * snapshot. Entities are merged field by field so root fields fetched by earlier pages (e.g. the
 * home page's goods) stay available when the next page brings different root fields.
 */
export function mergeApolloState(current: NormalizedCacheObject, incoming: NormalizedCacheObject) {
  const merged: NormalizedCacheObject = { ...current };
  for (const [id, entity] of Object.entries(incoming)) {
    const existing = merged[id];
    merged[id] = existing && entity ? { ...existing, ...entity } : entity;
  }
  return merged;
}
