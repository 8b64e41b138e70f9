import { normalizeIdNumber, prcIdValid } from './prc-id.js';

export type RealNameValues = { name: string; idNumber: string };
export type RealNameErrorKey = 'nameLength' | 'idNumberInvalid';
export type RealNameErrors = Partial<Record<keyof RealNameValues, RealNameErrorKey>>;

/** nextland's `realNameBody`: a 2–32 character name and a checksum-valid ID number. */
export function validateRealName(values: RealNameValues): RealNameErrors {
  const errors: RealNameErrors = {};
  const name = values.name.trim();
  if (name.length < 2 || name.length > 32) errors.name = 'nameLength';
  if (!prcIdValid(normalizeIdNumber(values.idNumber))) errors.idNumber = 'idNumberInvalid';
  return errors;
}
