export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number };

/** Splits the time from `now` to `endsAt` into whole units; null once it has passed. */
export function timeLeft(endsAt: string, now: number): TimeLeft | null {
  const ms = Date.parse(endsAt) - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Which of the translated countdown formats fits: coarse far away, to the second near the end. */
export function timeLeftFormat(left: TimeLeft): 'days' | 'hours' | 'minutes' {
  if (left.days > 0) return 'days';
  if (left.hours > 0) return 'hours';
  return 'minutes';
}
