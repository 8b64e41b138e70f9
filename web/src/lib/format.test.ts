import { describe, expect, it } from 'vitest';
import {
  formatCompactNumber,
  formatCount,
  formatDate,
  formatMoney,
  formatNumber,
  formatRetryAfter,
} from './format.js';

describe('formatMoney (integer fen → yuan)', () => {
  it('formats fen as yuan with two decimals in every locale', () => {
    for (const locale of ['en', 'zh-cn', 'zh-tw'] as const) {
      expect(formatMoney(128000, locale)).toBe('¥1,280.00');
      expect(formatMoney(5, locale)).toBe('¥0.05');
      expect(formatMoney(-199, locale)).toBe('-¥1.99');
    }
  });

  it('keeps exact cents for large amounts, up to 2^53 − 1 fen', () => {
    expect(formatMoney(999_999_999_99, 'zh-cn')).toBe('¥999,999,999.99');
    // Past the old 32-bit limit of ¥21,474,836.47.
    expect(formatMoney(2_147_483_648, 'zh-tw')).toBe('¥21,474,836.48');
    // fen / 100 is 90071992547409.9 as a float: formatting the digits keeps the last cent.
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'en')).toBe('¥90,071,992,547,409.91');
    expect(formatMoney(Number.MAX_SAFE_INTEGER - 91, 'en')).toBe('¥90,071,992,547,409.00');
  });
});

describe('formatNumber / formatCompactNumber', () => {
  it('groups digits', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(0.5, 'zh-cn', { style: 'percent' })).toBe('50%');
  });

  it('uses each locale’s compact units', () => {
    expect(formatCompactNumber(12345, 'en')).toBe('12.3K');
    expect(formatCompactNumber(12345, 'zh-cn')).toBe('1.2万');
    expect(formatCompactNumber(12345, 'zh-tw')).toBe('1.2萬');
  });
});

describe('formatCount (capped totals)', () => {
  it('shows an exact count as a number and a capped one with a plus', () => {
    expect(formatCount({ value: 12, relation: 'EXACT' }, 'en')).toBe('12');
    expect(formatCount({ value: 2000, relation: 'AT_LEAST' }, 'en')).toBe('2,000+');
    expect(formatCount({ value: 2000, relation: 'AT_LEAST' }, 'zh-cn')).toBe('2,000+');
  });
});

describe('formatDate', () => {
  // 16:30 UTC is already the next day in Asia/Shanghai, the marketplace's zone.
  const iso = '2026-11-21T16:30:00Z';

  it('formats dates per locale in the marketplace time zone', () => {
    expect(formatDate(iso, 'en')).toBe('Nov 22, 2026');
    expect(formatDate(iso, 'zh-cn')).toBe('2026年11月22日');
    expect(formatDate(new Date(iso), 'zh-tw')).toBe('2026年11月22日');
  });

  it('formats date-times and times', () => {
    expect(formatDate(iso, 'zh-cn', 'dateTime')).toBe('2026年11月22日 00:30');
    expect(formatDate(iso, 'en', 'time')).toMatch(/^12:30\s?AM$/);
    expect(formatDate(iso, 'zh-tw', 'time')).toBe('上午12:30');
  });

  it('accepts another time zone', () => {
    expect(formatDate(iso, 'en', 'date', 'UTC')).toBe('Nov 21, 2026');
  });
});

describe('formatRetryAfter', () => {
  it('says a wait in words, rounded up to the unit, in every locale', () => {
    expect(formatRetryAfter(42, 'en')).toBe('in 42 seconds');
    expect(formatRetryAfter(2041, 'en')).toBe('in 35 minutes');
    expect(formatRetryAfter(2041, 'zh-cn')).toBe('35分钟后');
    expect(formatRetryAfter(2041, 'zh-tw')).toBe('35 分鐘後');
    expect(formatRetryAfter(3599, 'en')).toBe('in 60 minutes');
    expect(formatRetryAfter(7200, 'en')).toBe('in 2 hours');
  });
});
