import { cardDigits, cardNumberValid } from './card-number.js';

export type BankCardValues = { cardNumber: string; holderName: string; bankName: string; isDefault: boolean };

/** Message keys under `wallet:bankCards.errors`. */
export type BankCardErrorKey =
  | 'cardNumberInvalid'
  | 'holderNameRequired'
  | 'holderNameTooLong'
  | 'bankNameRequired'
  | 'bankNameTooLong';

export type BankCardErrors = Partial<Record<'cardNumber' | 'holderName' | 'bankName', BankCardErrorKey>>;

const TEXT_MAX = 64;

/** nextland's `addCardBody`: a Luhn-valid 12–19 digit number and 1–64 character holder and bank names. */
export function validateBankCard(values: BankCardValues): BankCardErrors {
  const errors: BankCardErrors = {};
  if (!cardNumberValid(values.cardNumber)) errors.cardNumber = 'cardNumberInvalid';
  const holder = values.holderName.trim();
  if (!holder) errors.holderName = 'holderNameRequired';
  else if (holder.length > TEXT_MAX) errors.holderName = 'holderNameTooLong';
  const bank = values.bankName.trim();
  if (!bank) errors.bankName = 'bankNameRequired';
  else if (bank.length > TEXT_MAX) errors.bankName = 'bankNameTooLong';
  return errors;
}

/** What is sent: digits only, trimmed names. */
export function bankCardInput(values: BankCardValues) {
  return {
    cardNumber: cardDigits(values.cardNumber),
    holderName: values.holderName.trim(),
    bankName: values.bankName.trim(),
    isDefault: values.isDefault,
  };
}
