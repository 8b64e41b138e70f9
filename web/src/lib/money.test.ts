import { describe, expect, it } from 'vitest';
import { yuanToFen } from './yuan-to-fen';

describe('yuanToFen', () => {
  it('converts yuan with up to two decimals to integer fen exactly', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('0.07')).toBe(7);
    // 1.15 * 100 is 114.99999999999999 in floating point; string arithmetic gets 115.
    expect(yuanToFen('1.15')).toBe(115);
    expect(yuanToFen(' 1,280.00 ')).toBe(128000);
    expect(yuanToFen('99.')).toBe(9900);
  });

  it('rejects anything else', () => {
    expect(yuanToFen('')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('1e3')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
    expect(yuanToFen('.5')).toBeNull();
  });
});
