import { describe, expect, it } from 'vitest';
import { prcIdValid } from './validators.js';

describe('prcIdValid', () => {
  it('accepts numbers with the right check character', () => {
    expect(prcIdValid('11010519491231002X')).toBe(true);
    expect(prcIdValid('110105199003071239')).toBe(true);
    expect(prcIdValid('440524188001010014')).toBe(false); // checksum holds, but born before 1900
  });

  it('rejects a wrong check character, an impossible date and bad shapes', () => {
    expect(prcIdValid('110105194912310021')).toBe(false);
    expect(prcIdValid('110105194902310027')).toBe(false);
    expect(prcIdValid('11010519491231002')).toBe(false);
    expect(prcIdValid('11010519491231002x')).toBe(false);
  });
});
