import { useEffect, useState } from 'react';

/**
 * The current time, ticking every `intervalMs`. It is null during SSR and the hydrating render: the
 * server's clock and time zone differ from the browser's, so countdowns appear only after hydration.
 */
export function useNow(intervalMs = 1000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
