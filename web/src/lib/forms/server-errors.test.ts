import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { badUserInputErrors, splitServerErrors } from './server-errors';

describe('splitServerErrors', () => {
  it('puts errors on shown fields (first wins) and the rest, or unknown fields, on the form', () => {
    const split = splitServerErrors(
      [
        { field: 'input.phone', code: 'INVALID', message: 'Bad phone' },
        { field: 'phone', code: 'CONFLICT', message: 'Taken' },
        { field: 'ticket', code: 'INVALID', message: 'Log in again' },
        { field: null, code: 'RATE_LIMITED', message: 'Slow down', retryAfter: 60 },
      ],
      ['phone'],
      (error) => (error.retryAfter ? `in ${error.retryAfter}` : error.message),
    );
    expect(split).toEqual({ fields: [['phone', 'Bad phone']], form: ['Log in again', 'in 60'] });
  });
});

describe('badUserInputErrors', () => {
  it("turns BAD_USER_INPUT's field list into userErrors with the inputs' names", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Invalid input.',
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'sms_code', message: 'Six digits' }] },
        },
      ],
    });
    expect(badUserInputErrors(error)).toEqual([{ field: 'smsCode', code: 'INVALID', message: 'Six digits' }]);
    expect(badUserInputErrors(new Error('network'))).toEqual([]);
  });
});
