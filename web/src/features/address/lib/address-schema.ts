import {
  addressCity,
  addressDistrict,
  addressStreet,
  phone,
  postcode,
  recipientName,
  region,
} from '@nextland/rules';
import { z } from 'zod';

/** The address form: nextland's own rules for the same fields (address/validators.ts, decision 0014). */
export const addressSchema = z.object({
  recipientName,
  phone,
  // Nothing chosen yet reads as "required", not as a wrong code.
  provinceCode: z.string().min(1).pipe(region),
  city: addressCity,
  district: addressDistrict,
  street: addressStreet,
  postcode,
  isDefault: z.boolean(),
});

export type AddressFormValues = z.input<typeof addressSchema>;

/** The fields a server error may name; anything else becomes the form's message. */
export const ADDRESS_FIELDS = [
  'recipientName',
  'phone',
  'provinceCode',
  'city',
  'district',
  'street',
  'postcode',
] as const;
