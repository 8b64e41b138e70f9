import { z } from 'zod';

/** Digits only: people type spaces and dashes as printed on the card. */
export function stripCardSpacing(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every payment card number satisfies. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const bankCardNumber = z
  .string()
  .transform(stripCardSpacing)
  .pipe(z.string().regex(/^\d{12,19}$/, { error: 'field.cardNumber' }))
  .refine(luhnValid, { error: 'field.cardNumber' })
  .describe('12–19 digits, spaces allowed; Luhn-checked; only the last 4 are kept');

/** The holder is the verified real name, shown masked: the user confirms it instead of retyping it. */
export const holderConfirmed = z
  .boolean({ error: 'field.holderConfirmed' })
  .refine((confirmed) => confirmed, { error: 'field.holderConfirmed' });
