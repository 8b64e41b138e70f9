import { useEffect, useState } from 'react';
import { secondsUntil } from './time-left.js';

/**
 * Seconds left until `deadline`, ticking every second. Computed from the clock on each tick rather than
 * decremented, so a throttled background tab still shows the right figure when it wakes; the timer stops at
 * zero.
 */
export function useTimeLeft(
  deadline: string | null | undefined,
  now: () => number = Date.now,
): number | null {
  const [left, setLeft] = useState(() => (deadline ? secondsUntil(deadline, now()) : null));

  useEffect(() => {
    if (!deadline) {
      setLeft(null);
      return;
    }
    const tick = () => {
      const seconds = secondsUntil(deadline, now());
      setLeft(seconds);
      return seconds;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);

  return left;
}
