import { z } from 'zod';
import { langOnlyQuery } from '../../lib/lang-query.js';

/** The Luhn (mod 10) check every payment card number satisfies. */
export function luhnValid(digits: string): boolean {
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

export const addCardBody = z.object({
  cardNumber: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'field.cardNumber' }))
    .refine(luhnValid, { error: 'field.cardNumber' })
    .describe('12–19 digits, spaces allowed; Luhn-checked; only the last 4 are kept'),
  holderName: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .describe(
      'Optional: when given it must equal the verified real name; when absent the verified name is used',
    ),
  holderConfirmed: z
    .boolean()
    .optional()
    .describe('Without holderName: true once the user confirmed the card is in their (masked) verified name'),
  bankName: z.string().trim().min(1).max(64),
  isDefault: z.boolean().optional(),
});

export type AddCardInput = z.output<typeof addCardBody>;

export const cardDto = z
  .object({
    id: z.string(),
    last4: z.string(),
    maskedNumber: z.string().describe('**** **** **** 1234'),
    holderName: z.string(),
    bankName: z.string(),
    isDefault: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'BankCard' });

export const cardIdParams = z.object({ id: z.string() });

export { langOnlyQuery };
