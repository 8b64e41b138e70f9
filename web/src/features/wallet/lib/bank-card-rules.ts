import { cardDigits, cardNumberValid } from './card-number.js';

/** The holder is the verified real name (shown masked); the user only confirms it (`holderConfirmed`). */
export type BankCardValues = {
  cardNumber: string;
  holderConfirmed: boolean;
  bankName: string;
  isDefault: boolean;
};

/** Message keys under `wallet:bankCards.errors`. */
export type BankCardErrorKey =
  | 'cardNumberInvalid'
  | 'holderConfirmRequired'
  | 'bankNameRequired'
  | 'bankNameTooLong';

export type BankCardErrors = Partial<Record<'cardNumber' | 'holderConfirmed' | 'bankName', BankCardErrorKey>>;

const TEXT_MAX = 64;

/** nextland's `addCardBody`: a Luhn-valid 12–19 digit number, the holder confirmed, a 1–64 character bank name. */
export function validateBankCard(values: BankCardValues): BankCardErrors {
  const errors: BankCardErrors = {};
  if (!cardNumberValid(values.cardNumber)) errors.cardNumber = 'cardNumberInvalid';
  if (!values.holderConfirmed) errors.holderConfirmed = 'holderConfirmRequired';
  const bank = values.bankName.trim();
  if (!bank) errors.bankName = 'bankNameRequired';
  else if (bank.length > TEXT_MAX) errors.bankName = 'bankNameTooLong';
  return errors;
}

/** What is sent: digits only, trimmed names. */
export function bankCardInput(values: BankCardValues) {
  return {
    cardNumber: cardDigits(values.cardNumber),
    holderConfirmed: values.holderConfirmed,
    bankName: values.bankName.trim(),
    isDefault: values.isDefault,
  };
}
