// @vitest-environment jsdom
import { isUsingStaticRendering } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { createRootStore, getBrowserRootStore } from './root-store.js';

describe('RootStore in the browser', () => {
  it('is one store for the whole visit, reachable outside React', () => {
    expect(isUsingStaticRendering()).toBe(false);
    const first = createRootStore('en');
    expect(createRootStore('zh-tw')).toBe(first);
    expect(getBrowserRootStore()).toBe(first);
  });
});
