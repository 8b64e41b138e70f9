import { describe, expect, it } from 'vitest';
import { cardDigits, caretAfterDigits, formatCardNumber } from './card-number';

describe('formatCardNumber', () => {
  it('groups digits by four while typing and stops at 19 digits', () => {
    expect(formatCardNumber('6222')).toBe('6222');
    expect(formatCardNumber('62220')).toBe('6222 0');
    expect(formatCardNumber('6222-0212 3456789012345678')).toBe('6222 0212 3456 7890 123');
    expect(cardDigits('6222 0212')).toBe('62220212');
  });
});

describe('caretAfterDigits', () => {
  it('keeps the caret after the same digit when spaces are inserted', () => {
    // Typing the 5th digit at the end: "6222 0|".
    expect(caretAfterDigits('6222 0', 5)).toBe(6);
    // Editing inside: 6 digits before the caret in "6222 0212" → after "6222 02".
    expect(caretAfterDigits('6222 0212', 6)).toBe(7);
    expect(caretAfterDigits('6222', 0)).toBe(0);
    expect(caretAfterDigits('6222', 9)).toBe(4);
  });
});
