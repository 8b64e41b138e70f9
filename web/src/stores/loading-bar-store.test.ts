import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR_FADE_MS, LOADING_BAR_FINISH_DELAY_MS, LoadingBarStore } from './loading-bar-store.js';

describe('LoadingBarStore (spec §2/§9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts on a page transition', () => {
    const bar = new LoadingBarStore();
    expect(bar.visible).toBe(false);
    bar.start();
    expect(bar.state).toBe('starting');
    expect(bar.visible).toBe(true);
  });

  it('finishes 1000 ms after loading completes, then hides', () => {
    expect(LOADING_BAR_FINISH_DELAY_MS).toBe(1000);
    const bar = new LoadingBarStore();
    bar.start();
    bar.finish();
    vi.advanceTimersByTime(999);
    expect(bar.state).toBe('starting');
    vi.advanceTimersByTime(1);
    expect(bar.state).toBe('finishing');
    vi.advanceTimersByTime(LOADING_BAR_FADE_MS);
    expect(bar.state).toBe('idle');
    expect(bar.visible).toBe(false);
  });

  it('ends in the error state 1000 ms after an app error', () => {
    const bar = new LoadingBarStore();
    bar.start();
    bar.error();
    vi.advanceTimersByTime(999);
    expect(bar.state).toBe('starting');
    vi.advanceTimersByTime(1);
    expect(bar.state).toBe('error');
    vi.advanceTimersByTime(LOADING_BAR_FADE_MS);
    expect(bar.state).toBe('idle');
  });

  it('a new navigation cancels the pending finish', () => {
    const bar = new LoadingBarStore();
    bar.start();
    bar.finish();
    vi.advanceTimersByTime(600);
    bar.start();
    vi.advanceTimersByTime(5000);
    expect(bar.state).toBe('starting');
  });

  it('an error while nothing is loading shows no bar', () => {
    const bar = new LoadingBarStore();
    bar.error();
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(bar.state).toBe('idle');
  });
});
