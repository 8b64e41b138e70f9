import { formatTimeLeft } from '../lib/time-left.js';
import { useTimeLeft } from '../lib/use-time-left.js';

type Props = {
  deadline: string;
  /** The sentence around the figures, e.g. "Pay within {{time}}". */
  render: (time: string) => string;
  /** Shown once the deadline has passed. */
  expired: string;
  className?: string;
};

/**
 * A live countdown to a deadline. `role="timer"` is not announced on every tick (its live region is off),
 * so a screen reader reads it when it is reached, not every second.
 */
export function Countdown({ deadline, render, expired, className }: Props) {
  const left = useTimeLeft(deadline);
  if (left === null) return null;
  return (
    <span role="timer" data-testid="countdown" className={className}>
      {left > 0 ? render(formatTimeLeft(left)) : expired}
    </span>
  );
}
