import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFen,
  allocateFen,
  fenSchema,
  formatMoney,
  MAX_FEN,
  MoneyFormatError,
  MoneyOverflowError,
  multiplyFen,
  parseYuan,
  toYuanString,
} from './money.js';

const fen = fc.integer({ min: -MAX_FEN, max: MAX_FEN });
const positiveFen = fc.integer({ min: 0, max: MAX_FEN });

describe('parseYuan', () => {
  it('turns yuan text into fen by digits, where `* 100` would be off by one', () => {
    expect(parseYuan('12.3')).toBe(1230);
    expect(parseYuan('0.05')).toBe(5);
    expect(parseYuan(' 1,280.00 ')).toBe(128000);
    expect(parseYuan('-1.5')).toBe(-150);
    // 1.15 * 100 === 114.99999999999999 and 4.35 * 100 === 434.99999999999994 in floating point.
    expect(parseYuan('1.15')).toBe(115);
    expect(parseYuan('4.35')).toBe(435);
    expect(parseYuan('90071992547409.91')).toBe(MAX_FEN);
  });

  it('refuses anything but yuan with at most two decimals (MoneyFormatError, a 400)', () => {
    for (const text of ['', '.5', '1.', '1.234', '1e3', '12,34.00', '1,2345', '--1', '¥1', 'abc', '0x10']) {
      expect(() => parseYuan(text), text).toThrow(MoneyFormatError);
    }
    expect(new MoneyFormatError().code).toBe(400);
  });

  it('refuses an amount past 2^53 − 1 fen instead of rounding it', () => {
    expect(() => parseYuan('90071992547409.92')).toThrow(MoneyOverflowError);
    expect(() => parseYuan('-90071992547409.92')).toThrow(MoneyOverflowError);
  });
});

describe('toYuanString / formatMoney', () => {
  it('writes the exact decimal', () => {
    expect(toYuanString(0)).toBe('0.00');
    expect(toYuanString(5)).toBe('0.05');
    expect(toYuanString(-199)).toBe('-1.99');
    expect(toYuanString(MAX_FEN)).toBe('90071992547409.91');
  });

  it('formats with Intl per language, exactly at the top of the range (fen / 100 would show .90)', () => {
    expect(formatMoney(128000, 'en')).toBe('¥1,280.00');
    expect(formatMoney(128000, 'zh-cn')).toBe('¥1,280.00');
    expect(formatMoney(128000, 'zh-tw')).toBe('¥1,280.00');
    expect(formatMoney(MAX_FEN, 'en')).toBe('¥90,071,992,547,409.91');
    expect(formatMoney(2_147_483_648, 'zh-cn')).toBe('¥21,474,836.48');
  });

  it('round-trips every safe amount through text (property)', () => {
    fc.assert(fc.property(fen, (amount) => parseYuan(toYuanString(amount)) === amount));
  });

  it('round-trips through the grouped form people type (property)', () => {
    fc.assert(
      fc.property(positiveFen, (amount) => {
        const [whole = '', cents] = toYuanString(amount).split('.');
        const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
        return parseYuan(`${grouped}.${cents}`) === amount;
      }),
    );
  });
});

describe('addFen / multiplyFen', () => {
  it('adds and multiplies exactly', () => {
    expect(addFen()).toBe(0);
    expect(addFen(1, 2, 3)).toBe(6);
    expect(addFen(MAX_FEN, 1, -1)).toBe(MAX_FEN);
    expect(multiplyFen(1999, 3)).toBe(5997);
    expect(multiplyFen(2_147_483_647, 3)).toBe(6_442_450_941);
  });

  it('throws MoneyOverflowError past 2^53 − 1, never a rounded number', () => {
    expect(() => addFen(MAX_FEN, 1)).toThrow(MoneyOverflowError);
    expect(() => addFen(-MAX_FEN, -1)).toThrow(MoneyOverflowError);
    expect(() => multiplyFen(MAX_FEN, 2)).toThrow(MoneyOverflowError);
    expect(() => multiplyFen(2 ** 30, 2 ** 23)).toThrow(MoneyOverflowError);
    expect(() => addFen(2 ** 53)).toThrow(MoneyOverflowError);
    expect(new MoneyOverflowError().code).toBe(400);
  });

  it('refuses fractions and bad quantities as programming errors', () => {
    expect(() => addFen(1.5)).toThrow(TypeError);
    expect(() => multiplyFen(100, 1.5)).toThrow(TypeError);
    expect(() => multiplyFen(100, -1)).toThrow(TypeError);
  });

  it('never loses or invents a fen: the sum matches BigInt arithmetic or throws (property)', () => {
    fc.assert(
      fc.property(fc.array(fen, { maxLength: 20 }), (amounts) => {
        const exact = amounts.reduce((sum, a) => sum + BigInt(a), 0n);
        if (exact > BigInt(MAX_FEN) || exact < -BigInt(MAX_FEN)) {
          expect(() => addFen(...amounts)).toThrow(MoneyOverflowError);
        } else {
          expect(BigInt(addFen(...amounts))).toBe(exact);
        }
      }),
    );
  });

  it('multiplies exactly or throws (property)', () => {
    fc.assert(
      fc.property(positiveFen, fc.integer({ min: 0, max: 1_000_000 }), (unit, quantity) => {
        const exact = BigInt(unit) * BigInt(quantity);
        if (exact > BigInt(MAX_FEN)) expect(() => multiplyFen(unit, quantity)).toThrow(MoneyOverflowError);
        else expect(BigInt(multiplyFen(unit, quantity))).toBe(exact);
      }),
    );
  });
});

describe('allocateFen', () => {
  it('splits by weight, leftover fen to the largest remainders, earlier line first on a tie', () => {
    expect(allocateFen(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateFen(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocateFen(1000, [1999, 0, 5999])).toEqual([250, 0, 750]);
    expect(allocateFen(5, [1, 2, 2])).toEqual([1, 2, 2]);
    expect(allocateFen(1, [1, 1])).toEqual([1, 0]);
    expect(allocateFen(MAX_FEN, [MAX_FEN, MAX_FEN])).toEqual([4503599627370496, 4503599627370495]);
  });

  it('needs at least one positive whole weight', () => {
    expect(() => allocateFen(100, [])).toThrow(TypeError);
    expect(() => allocateFen(100, [0, 0])).toThrow(TypeError);
    expect(() => allocateFen(100, [1, -1])).toThrow(TypeError);
    expect(() => allocateFen(100, [0.5])).toThrow(TypeError);
  });

  const weights = fc
    .array(fc.oneof(fc.integer({ min: 0, max: 1000 }), positiveFen), { minLength: 1, maxLength: 12 })
    .filter((list) => list.some((w) => w > 0));

  it('shares add up to the total exactly and each is within one fen of its exact share (property)', () => {
    fc.assert(
      fc.property(fen, weights, (total, list) => {
        const shares = allocateFen(total, list);
        expect(shares).toHaveLength(list.length);
        expect(shares.reduce((sum, s) => sum + BigInt(s), 0n)).toBe(BigInt(total));
        const weightSum = list.reduce((sum, w) => sum + BigInt(w), 0n);
        for (const [i, share] of shares.entries()) {
          expect(Number.isSafeInteger(share)).toBe(true);
          // |share − total·w/W| < 1  ⇔  |share·W − total·w| < W, in exact integers.
          const gap = BigInt(share) * weightSum - BigInt(total) * BigInt(list[i] ?? 0);
          expect(gap < weightSum && gap > -weightSum).toBe(true);
          if (list[i] === 0) expect(share).toBe(0);
        }
      }),
    );
  });

  it('is deterministic (property)', () => {
    fc.assert(
      fc.property(fen, weights, (total, list) => {
        expect(allocateFen(total, list)).toEqual(allocateFen(total, list));
      }),
    );
  });
});

describe('fenSchema', () => {
  it('accepts whole fen from 0 to 2^53 − 1 only', () => {
    expect(fenSchema.safeParse(0).success).toBe(true);
    expect(fenSchema.safeParse(MAX_FEN).success).toBe(true);
    expect(fenSchema.safeParse(2_147_483_648).success).toBe(true);
    for (const bad of [-1, 1.5, MAX_FEN + 1, 2 ** 53, '100', null]) {
      expect(fenSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});
