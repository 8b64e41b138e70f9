import { describe, expect, it } from 'vitest';
import { normalizeIdNumber, prcIdValid } from './prc-id';

describe('prcIdValid', () => {
  it('accepts numbers with the right check character, X included', () => {
    expect(prcIdValid('11010519491231002X')).toBe(true);
    expect(prcIdValid('320108200002290011')).toBe(true);
  });

  it('rejects a wrong check character, a bad shape and impossible or future birth dates', () => {
    expect(prcIdValid('110105194912310021')).toBe(false);
    expect(prcIdValid('11010519491231002')).toBe(false);
    expect(prcIdValid('11010519491231002x')).toBe(false);
    // 2001 is not a leap year; the checksum is right for the digits but the date is not.
    expect(prcIdValid('320108200102290019')).toBe(false);
    expect(prcIdValid('11010519491231002X', new Date('1949-12-30T00:00:00Z'))).toBe(false);
  });

  it('normalises what people type', () => {
    expect(normalizeIdNumber(' 110105 19491231 002x ')).toBe('11010519491231002X');
  });
});
