import { z } from 'zod';

/** Mainland mobile numbers: 11 digits, 1 then 3–9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** Spaces and dashes as people type them (`138 1234-5678`) are dropped before the check. */
export const phone = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(PHONE_PATTERN, { error: 'field.phone' }))
  .describe('Mainland mobile');

export const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'field.smsCode' })
  .describe('The 6-digit SMS code');

/** Optional at registration: empty, or 4–16 letters and digits (compared upper-cased). */
export const invitationCode = z
  .string()
  .trim()
  .regex(/^([A-Za-z0-9]{4,16})?$/, { error: 'field.invitationCode' })
  .transform((value) => value.toUpperCase());

/** Terms of service and privacy policy: registration needs an explicit yes. */
export const consent = z
  .boolean({ error: 'field.consent' })
  .refine((accepted) => accepted, { error: 'field.consent' });
