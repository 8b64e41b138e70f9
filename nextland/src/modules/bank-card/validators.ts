import { bankCardNumber, bankName, holderName } from '@nextland/rules';
import { z } from 'zod';
import { langOnlyQuery } from '../../lib/lang-query.js';

export { luhnValid } from '@nextland/rules';

export const addCardBody = z.object({
  cardNumber: bankCardNumber,
  holderName: holderName
    .optional()
    .describe(
      'Optional: when given it must equal the verified real name; when absent the verified name is used',
    ),
  holderConfirmed: z
    .boolean()
    .optional()
    .describe('Without holderName: true once the user confirmed the card is in their (masked) verified name'),
  bankName,
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
