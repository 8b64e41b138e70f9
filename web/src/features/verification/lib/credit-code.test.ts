import { describe, expect, it } from 'vitest';
import { creditCodeValid, normalizeCreditCode } from './credit-code';

describe('creditCodeValid', () => {
  it('accepts 18 characters of the GB 32100 alphabet with six digits of region', () => {
    expect(creditCodeValid('91350100M000100Y43')).toBe(true);
    expect(creditCodeValid(normalizeCreditCode(' 91350100m000100y43 '))).toBe(true);
  });

  it('rejects wrong lengths, letters outside the alphabet and letters in the region code', () => {
    expect(creditCodeValid('91350100M000100Y4')).toBe(false);
    expect(creditCodeValid('91350100M000100Y431')).toBe(false);
    expect(creditCodeValid('91350100I000100Y43')).toBe(false);
    expect(creditCodeValid('913501O0M000100Y43')).toBe(false);
  });
});
