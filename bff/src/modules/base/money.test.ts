import { describe, expect, it } from 'vitest';
import { toMoney, UnsafeAmountError } from './money.js';

describe('toMoney', () => {
  it('carries every safe integer of fen, past the old 32-bit limit', () => {
    expect(toMoney(0)).toEqual({ amount: 0, currency: 'CNY' });
    expect(toMoney(2_147_483_648)).toEqual({ amount: 2_147_483_648, currency: 'CNY' });
    expect(toMoney(Number.MAX_SAFE_INTEGER).amount).toBe(9_007_199_254_740_991);
  });

  it('refuses what a JS number cannot hold exactly, and fractions', () => {
    // JSON.parse turns 9007199254740993 into 9007199254740992: past the safe range, never shown.
    for (const bad of [2 ** 53, JSON.parse('9007199254740993'), 12.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => toMoney(bad), String(bad)).toThrow(UnsafeAmountError);
    }
  });
});
