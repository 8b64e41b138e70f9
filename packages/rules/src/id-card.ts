import { z } from 'zod';
import { isCalendarDate, todayIso } from './date.js';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** Spaces removed and a lower-case check letter accepted, as people type it. */
export function normalizeIdNumber(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** GB 11643: 18 characters, a real birth date from 1900 to today, and the ISO 7064 MOD 11-2 check character. */
export function prcIdValid(id: string, today: string = todayIso()): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (!isCalendarDate(birth) || birth < '1900-01-01' || birth > today) return false;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(id[i]), 0);
  return CHECK[sum % 11] === id[17];
}

export const idCardNumber = z
  .string()
  .transform(normalizeIdNumber)
  .refine((id) => prcIdValid(id), { error: 'field.idNumber' })
  .describe('18-character PRC resident ID number, checksum-validated');

/** GB 32100 alphabet (no I, O, Z, S, V) in the code's layout; the shape only, as the registry does not publish more. */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const creditCode = z
  .string()
  .transform(normalizeIdNumber)
  .pipe(z.string().regex(CREDIT_CODE_PATTERN, { error: 'field.creditCode' }))
  .describe('Unified social credit code (18 characters)');
