import { useCallback, useEffect, useState } from 'react';

/**
 * Spec §4: the resend button stays disabled during a 60-second countdown. Counts from a deadline rather
 * than decrementing, so a throttled background tab still ends on time.
 */
export function useCountdown(now: () => number = Date.now) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline, now]);

  const start = useCallback((seconds: number) => setDeadline(now() + seconds * 1000), [now]);
  return { remaining, running: remaining > 0, start };
}
