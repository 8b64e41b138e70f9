import { isUsingStaticRendering } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { createRootStore, getBrowserRootStore } from './root-store.js';

describe('RootStore on the server', () => {
  it('enables MobX static rendering (no subscriptions during SSR)', () => {
    expect(isUsingStaticRendering()).toBe(true);
  });

  it('creates a fresh store per request, never shared between users', () => {
    const a = createRootStore('en');
    const b = createRootStore('zh-tw');
    expect(a).not.toBe(b);
    a.ui.messages.show({ type: 'info', text: 'only for a' });
    expect(b.ui.messages.messages).toEqual([]);
    expect(b.locale.locale).toBe('zh-tw');
    expect(getBrowserRootStore()).toBeUndefined();
  });

  it('wires the UI stores with the running build id', () => {
    const store = createRootStore('zh-cn');
    expect(store.ui.build.currentId).toBe('test-build');
    expect(store.ui.loadingBar.state).toBe('idle');
  });
});
