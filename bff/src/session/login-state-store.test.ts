import { describe, expect, it } from 'vitest';
import { createMemoryLoginStateStore } from './login-state-store.js';

describe('memory login state store', () => {
  it('accepts an issued state once', async () => {
    const store = createMemoryLoginStateStore();
    await store.issue('s1', 600);
    expect(await store.consume('s1')).toBe(true);
    expect(await store.consume('s1')).toBe(false);
    expect(await store.consume('never-issued')).toBe(false);
  });

  it('refuses a state past its lifetime', async () => {
    let clock = 1_000;
    const store = createMemoryLoginStateStore(() => clock);
    await store.issue('s1', 600);
    await store.issue('s2', 600);
    clock += 599_999;
    expect(await store.consume('s1')).toBe(true);
    clock += 1;
    expect(await store.consume('s2')).toBe(false);
  });
});
