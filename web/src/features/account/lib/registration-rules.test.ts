import { describe, expect, it } from 'vitest';
import { phoneProblem, registrationProblems } from './registration-rules.js';

describe('registration rules', () => {
  it('accepts a complete, valid form', () => {
    expect(registrationProblems({ phone: '13812345678', smsCode: '123456', invitationCode: '' })).toEqual({});
    expect(
      registrationProblems({ phone: ' 19912345678 ', smsCode: '000000', invitationCode: 'LINWAN22' }),
    ).toEqual({});
  });

  it.each(['1381234567', '12812345678', '23812345678', '138123456789', '1381234567a', ''])(
    'rejects the phone number %j',
    (phone) => {
      expect(phoneProblem(phone)).toBe('phoneInvalid');
    },
  );

  it('names every bad field', () => {
    expect(registrationProblems({ phone: '123', smsCode: '12345', invitationCode: 'a!' })).toEqual({
      phone: 'phoneInvalid',
      smsCode: 'codeInvalid',
      invitationCode: 'invitationInvalid',
    });
  });
});
