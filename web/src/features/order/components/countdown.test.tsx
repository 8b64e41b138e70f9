// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T02:29:58.000Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ticks every second from the clock and says so once the deadline has passed', () => {
    render(
      <Countdown
        deadline="2026-11-24T02:30:00.000Z"
        render={(time) => `Pay within ${time}`}
        expired="Too late"
      />,
    );
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('Pay within 00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('Pay within 00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('Too late');
    // The timer stopped: nothing is left scheduled.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('catches up after a throttled tab wakes (it reads the clock, not a counter)', () => {
    render(<Countdown deadline="2026-11-24T03:30:00.000Z" render={(time) => time} expired="-" />);
    expect(screen.getByRole('timer').textContent).toBe('1:00:02');
    act(() => {
      vi.setSystemTime(new Date('2026-11-24T03:00:00.000Z'));
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('29:59');
  });
});
