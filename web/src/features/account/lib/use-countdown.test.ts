// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.js';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs for the given seconds and then stops', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.remaining).toBe(30);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
  });

  it('follows the clock, not the number of ticks (throttled tabs)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // A background tab may fire one tick after 45 s instead of 180.
    act(() => {
      vi.setSystemTime(Date.now() + 45_000);
      vi.advanceTimersByTime(250);
    });
    expect(result.current.remaining).toBe(15);
  });
});
