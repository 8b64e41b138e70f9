import { bankCardNumber, bankName, holderConfirmed } from '@nextland/rules';
import { z } from 'zod';

/**
 * The add-card form: nextland's own rules for the same fields (bank-card/validators.ts `addCardBody`). The
 * holder is the verified real name nextland takes itself; the form only asks to confirm it (decision 0013, the holder; decision 0014, the form).
 */
export const bankCardSchema = z.object({
  cardNumber: bankCardNumber,
  holderConfirmed,
  bankName,
  isDefault: z.boolean(),
});
