import { bankCardNumber, bankName, holderName } from '@nextland/rules';
import { z } from 'zod';

/** The add-card form: nextland's own rules for the same fields (bank-card/validators.ts `addCardBody`). */
export const bankCardSchema = z.object({
  cardNumber: bankCardNumber,
  holderName,
  bankName,
  isDefault: z.boolean(),
});
