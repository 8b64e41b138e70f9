import { describe, expect, it } from 'vitest';
import { formatTimeLeft, secondsUntil } from './time-left';

describe('time left', () => {
  it('counts whole seconds up to a deadline, never below zero', () => {
    const now = Date.parse('2026-11-24T02:10:00.000Z');
    expect(secondsUntil('2026-11-24T02:30:00.000Z', now)).toBe(1200);
    expect(secondsUntil('2026-11-24T02:10:00.500Z', now)).toBe(1);
    expect(secondsUntil('2026-11-24T02:00:00.000Z', now)).toBe(0);
  });

  it('reads mm:ss under an hour and h:mm:ss from an hour on', () => {
    expect(formatTimeLeft(0)).toBe('00:00');
    expect(formatTimeLeft(65)).toBe('01:05');
    expect(formatTimeLeft(3599)).toBe('59:59');
    expect(formatTimeLeft(3600)).toBe('1:00:00');
    expect(formatTimeLeft(90061)).toBe('25:01:01');
  });
});
