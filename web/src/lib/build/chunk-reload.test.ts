import { describe, expect, it } from 'vitest';
import {
  claimChunkReload,
  isChunkLoadError,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_WINDOW_MS,
} from './chunk-reload.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, v: string) => void items.set(key, v),
  };
}

describe('claimChunkReload (spec §9: 10 s guard)', () => {
  it('allows one reload per 10 s window', () => {
    expect(RELOAD_GUARD_WINDOW_MS).toBe(10_000);
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 50_000)).toBe(true);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe('50000');
    expect(claimChunkReload(storage, 59_999)).toBe(false);
    expect(claimChunkReload(storage, 60_000)).toBe(true);
  });

  it('ignores a garbage stored value', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_GUARD_KEY, 'nope');
    expect(claimChunkReload(storage, 1)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the browsers’ dynamic-import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
