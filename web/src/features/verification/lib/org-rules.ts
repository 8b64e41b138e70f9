import { LIMITS, phone } from '@nextland/rules';
import { creditCodeValid, normalizeCreditCode } from './credit-code.js';

export type OrgValues = {
  orgName: string;
  creditCode: string;
  licenseImage: string;
  contactName: string;
  contactPhone: string;
};
export type OrgField = keyof OrgValues;

/** Message keys under `verification:errors`. */
export type OrgErrorKey =
  | 'orgNameLength'
  | 'creditCodeInvalid'
  | 'licenseImageRequired'
  | 'contactNameRequired'
  | 'contactNameTooLong'
  | 'contactPhoneInvalid';

export type OrgErrors = Partial<Record<OrgField, OrgErrorKey>>;

export const ORG_STEPS: readonly (readonly OrgField[])[] = [
  ['orgName', 'creditCode'],
  ['licenseImage'],
  ['contactName', 'contactPhone'],
];

/** What is sent: trimmed, the credit code upper-cased, spaces out of the phone number. */
export function orgInput(values: OrgValues): OrgValues {
  return {
    orgName: values.orgName.trim(),
    creditCode: normalizeCreditCode(values.creditCode),
    licenseImage: values.licenseImage,
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.replace(/[\s-]/g, ''),
  };
}

/** nextland's organisation rules (verification/validators.ts `orgBody`). */
export function validateOrg(values: OrgValues): OrgErrors {
  const input = orgInput(values);
  const errors: OrgErrors = {};
  const { min, max } = LIMITS.orgName;
  if (input.orgName.length < min || input.orgName.length > max) errors.orgName = 'orgNameLength';
  if (!creditCodeValid(input.creditCode)) errors.creditCode = 'creditCodeInvalid';
  if (!input.licenseImage) errors.licenseImage = 'licenseImageRequired';
  if (!input.contactName) errors.contactName = 'contactNameRequired';
  else if (input.contactName.length > LIMITS.contactName) errors.contactName = 'contactNameTooLong';
  if (!phone.safeParse(input.contactPhone).success) errors.contactPhone = 'contactPhoneInvalid';
  return errors;
}
