/** Whole seconds from `now` until `deadline` (ISO), never below zero. */
export function secondsUntil(deadline: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(deadline).getTime() - now) / 1000));
}

const two = (value: number) => String(value).padStart(2, '0');

/** A countdown's figures: `29:05` under an hour, `1:02:09` from an hour on (a day is 24 hours). */
export function formatTimeLeft(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}
