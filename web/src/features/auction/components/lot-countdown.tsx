import { useEffect, useState } from 'react';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "Ends in 01:02:03" by the auction's clock: this device's time plus `offsetMs` (taken from the server's time
 * in the reply), so a device clock that is wrong does not show a wrong countdown.
 */
export function LotCountdown({
  startsAt,
  endsAt,
  offsetMs,
}: {
  startsAt: string;
  endsAt: string;
  offsetMs: number;
}) {
  const t = useFixedT('auction');
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (now === null)
    return <span className="inline-block h-[1em] w-24 rounded bg-white/5" aria-hidden="true" />;
  const at = now + offsetMs;
  const beforeStart = Date.parse(startsAt) - at;
  const target = beforeStart > 0 ? beforeStart : Date.parse(endsAt) - at;
  if (!(target > 0)) return <span className="text-subtle">{t('time.ended')}</span>;
  const total = Math.floor(target / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const time =
    days > 0
      ? t('time.days', { days, hours, minutes })
      : t('time.clock', { hours: pad(hours), minutes: pad(minutes), seconds: pad(total % 60) });
  return (
    <span
      data-testid="lot-countdown"
      className={`tabular-nums ${beforeStart > 0 ? 'text-muted' : total < 300 ? 'text-danger' : 'text-accent'}`}
    >
      {beforeStart > 0 ? t('time.startsIn', { time }) : t('time.endsIn', { time })}
    </span>
  );
}
