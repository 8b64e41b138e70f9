import { contactName, creditCode, orgName, phone } from '@nextland/rules';
import { z } from 'zod';
import type { OrgData } from './application-data.js';

/** nextland's `orgBody`: the same rules; the credit code is upper-cased and spaces leave the phone number. */
export const orgSchema = z.object({
  orgName,
  creditCode,
  licenseImage: z.string().min(1, { error: 'verification:errors.licenseImageRequired' }),
  contactName,
  contactPhone: phone,
});

export type OrgInput = z.input<typeof orgSchema>;

export const ORG_FIELDS = ['orgName', 'creditCode', 'licenseImage', 'contactName', 'contactPhone'] as const;

/** Steps 1–3 each own some fields; step 4 is the review. */
export const ORG_STEPS = [
  ['orgName', 'creditCode'],
  ['licenseImage'],
  ['contactName', 'contactPhone'],
] as const;

/** A new application, or the rejected one's answers. */
export function orgDefaults(previous: OrgData | null): OrgInput {
  return {
    orgName: previous?.orgName ?? '',
    creditCode: previous?.creditCode ?? '',
    licenseImage: previous?.licenseImage ?? '',
    contactName: previous?.contactName ?? '',
    contactPhone: previous?.contactPhone ?? '',
  };
}
