import { describe, expect, it } from 'vitest';
import { hasFormErrors, orFormMessage, toFormErrors, userErrorField } from './user-errors';

describe('userErrorField', () => {
  it('names the top-level input field', () => {
    expect(userErrorField('cardNumber')).toBe('cardNumber');
    expect(userErrorField('input.holderName')).toBe('holderName');
    expect(userErrorField('portfolio.2')).toBe('portfolio');
    expect(userErrorField('idImages[0]')).toBe('idImages');
    expect(userErrorField(null)).toBeNull();
    expect(userErrorField('')).toBeNull();
  });
});

describe('toFormErrors', () => {
  it('puts field errors under their field (first wins) and the rest on the form', () => {
    const errors = toFormErrors([
      { field: 'cardNumber', code: 'INVALID', message: 'Not a valid bank card number' },
      { field: 'cardNumber', code: 'CONFLICT', message: 'Already added' },
      { field: null, code: 'FORBIDDEN', message: 'Complete real-name verification first' },
    ]);
    expect(errors).toEqual({
      fields: { cardNumber: 'Not a valid bank card number' },
      form: 'Complete real-name verification first',
    });
    expect(hasFormErrors(errors)).toBe(true);
  });

  it('moves errors on fields the form does not show to the form message', () => {
    const errors = toFormErrors(
      [
        { field: 'idNumber', code: 'INVALID', message: 'Bad ID' },
        { field: 'ticket', code: 'INVALID', message: 'Expired' },
      ],
      ['name', 'idNumber'],
    );
    expect(errors).toEqual({ fields: { idNumber: 'Bad ID' }, form: 'Expired' });
  });

  it('is empty for no errors', () => {
    expect(toFormErrors([])).toEqual({ fields: {}, form: null });
    expect(hasFormErrors(toFormErrors(undefined))).toBe(false);
  });
});

describe('orFormMessage', () => {
  it('keeps errors the payload explained and falls back to the form message when it explained none', () => {
    const explained = toFormErrors([{ field: 'input.cardNumber', code: 'INVALID', message: 'Bad number' }]);
    expect(orFormMessage(explained, 'Server error')).toBe(explained);
    expect(orFormMessage(toFormErrors([]), 'Server error')).toEqual({ fields: {}, form: 'Server error' });
  });
});
