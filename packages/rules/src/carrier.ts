import { z } from 'zod';

/**
 * Carriers a seller ships with (decision 0019), by a stable code. Names are display text: nextland's
 * `carrier.<code>` messages and the web's locales, in each language (like region names, decision 0016).
 */
export const CARRIER_CODES = ['SF', 'YTO', 'ZTO', 'STO', 'YD', 'JD', 'EMS'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

export function isCarrierCode(value: unknown): value is CarrierCode {
  return typeof value === 'string' && (CARRIER_CODES as readonly string[]).includes(value);
}

export const carrierCode = z.enum(CARRIER_CODES, { error: 'field.invalid' }).describe('A carrier code');

/**
 * Tracking numbers of the listed carriers are 8–30 letters and digits (SF: `SF` + 12 digits, EMS: 13
 * characters, the others 10–15 digits). Spaces people paste are dropped and letters upper-cased, so the
 * stored number is the one the carrier's site takes.
 */
export const trackingNumber = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8,30}$/, { error: 'field.trackingNumber' }))
  .describe('8–30 letters and digits (spaces are dropped)');
