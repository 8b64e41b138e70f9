import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { timeLeft, timeLeftFormat } from '../lib/time-left';
import { useNow } from '../lib/use-now';

export type AuctionTimeLeftProps = {
  startsAt: string;
  endsAt: string;
  /** Text size class: small on cards, larger on the details page. */
  size?: string;
};

/** "Ends in 2d 3h" / "Starts in …" / "Ended"; a placeholder until hydration (see useNow). */
export function AuctionTimeLeft({ startsAt, endsAt, size = 'text-[11px]' }: AuctionTimeLeftProps) {
  const t = useFixedT('goods');
  const now = useNow(1000);
  if (now === null)
    return <span className="inline-block h-[1em] w-16 rounded bg-white/5" aria-hidden="true" />;
  const untilStart = timeLeft(startsAt, now);
  const left = untilStart ?? timeLeft(endsAt, now);
  if (!left) return <span className={`${size} text-subtle`}>{t('time.ended')}</span>;
  const time = t(`time.${timeLeftFormat(left)}`, left);
  return (
    <span className={`${size} tabular-nums ${untilStart ? 'text-muted' : 'text-accent'}`}>
      {untilStart ? t('time.startsIn', { time }) : t('time.endsIn', { time })}
    </span>
  );
}
