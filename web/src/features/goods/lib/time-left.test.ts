import { describe, expect, it } from 'vitest';
import { timeLeft, timeLeftFormat } from './time-left';

const now = Date.parse('2026-11-22T08:00:00.000Z');

describe('timeLeft', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const left = timeLeft('2026-11-24T11:05:09.900Z', now);
    expect(left).toEqual({ days: 2, hours: 3, minutes: 5, seconds: 9 });
    expect(left && timeLeftFormat(left)).toBe('days');
  });

  it('switches to finer formats near the end', () => {
    const hours = timeLeft('2026-11-22T09:30:00.000Z', now);
    expect(hours && timeLeftFormat(hours)).toBe('hours');
    const minutes = timeLeft('2026-11-22T08:04:30.000Z', now);
    expect(minutes).toEqual({ days: 0, hours: 0, minutes: 4, seconds: 30 });
    expect(minutes && timeLeftFormat(minutes)).toBe('minutes');
  });

  it('is null once the end has passed or for a bad date', () => {
    expect(timeLeft('2026-11-22T08:00:00.000Z', now)).toBeNull();
    expect(timeLeft('2026-11-21T08:00:00.000Z', now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });
});
