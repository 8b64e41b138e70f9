import { describe, expect, it } from 'vitest';
import { addCardBody, luhnValid } from './validators.js';

describe('luhnValid', () => {
  it('accepts valid numbers and rejects a changed digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('6222021234567890128')).toBe(true);
    expect(luhnValid('6217000010001234569')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
  });

  it('strips spaces and dashes before checking', () => {
    const parsed = addCardBody.parse({
      cardNumber: '4111 1111-1111 1111',
      holderName: ' 林晚 ',
      bankName: 'B',
    });
    expect(parsed).toMatchObject({ cardNumber: '4111111111111111', holderName: '林晚' });
    expect(
      addCardBody.safeParse({ cardNumber: '4111 1111 1111 1112', holderName: 'x', bankName: 'B' }).success,
    ).toBe(false);
  });
});
