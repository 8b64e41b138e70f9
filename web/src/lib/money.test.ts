import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.js';
import { fenToYuanString, MAX_FEN, parseYuanInput } from './money.js';

describe('parseYuanInput', () => {
  it('converts yuan with up to two decimals to integer fen exactly', () => {
    expect(parseYuanInput('12')).toBe(1200);
    expect(parseYuanInput('12.5')).toBe(1250);
    expect(parseYuanInput('0.07')).toBe(7);
    // 1.15 * 100 is 114.99999999999999 in floating point; digits get 115.
    expect(parseYuanInput('1.15')).toBe(115);
    expect(parseYuanInput(' 1,280.00 ')).toBe(128000);
    expect(parseYuanInput('1，280')).toBe(128000);
    expect(parseYuanInput('99.')).toBe(9900);
    expect(parseYuanInput('21474836.48')).toBe(2_147_483_648);
    expect(parseYuanInput('90071992547409.91')).toBe(MAX_FEN);
  });

  it('rejects anything else, and amounts past 2^53 − 1 fen', () => {
    for (const text of ['', '-1', '1.234', '1e3', 'abc', '.5', '¥1', '90071992547409.92', '1'.repeat(30)]) {
      expect(parseYuanInput(text), text).toBeNull();
    }
  });

  it('round-trips every amount through its decimal text, with or without grouping (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_FEN }), (fen) => {
        const text = fenToYuanString(fen);
        expect(parseYuanInput(text)).toBe(fen);
        expect(parseYuanInput(formatMoney(fen, 'en').replace('¥', ''))).toBe(fen);
      }),
    );
  });
});

describe('fenToYuanString', () => {
  it('writes the exact decimal', () => {
    expect(fenToYuanString(0)).toBe('0.00');
    expect(fenToYuanString(5)).toBe('0.05');
    expect(fenToYuanString(-199)).toBe('-1.99');
    expect(fenToYuanString(MAX_FEN)).toBe('90071992547409.91');
    expect(() => fenToYuanString(2 ** 53)).toThrow(RangeError);
    expect(() => fenToYuanString(1.5)).toThrow(RangeError);
  });
});
