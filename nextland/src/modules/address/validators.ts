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
import { langOnlyQuery } from '../../lib/lang-query.js';

const addressFields = {
  recipientName,
  phone,
  provinceCode: region.describe('Province-level GB/T 2260 code, e.g. 330000 (Zhejiang), 810000 (Hong Kong)'),
  city: addressCity,
  district: addressDistrict,
  street: addressStreet,
  postcode: postcode.optional(),
  isDefault: z
    .boolean()
    .optional()
    .describe(
      'true makes this the default (the previous default is unset); the first address is always default',
    ),
};

export const createAddressBody = z.object(addressFields);

/** The whole address again (it replaces the stored one); `isDefault: false` never unsets the default. */
export const updateAddressBody = z.object({
  id: z.string().describe('The address to change'),
  ...addressFields,
});

export type AddressInput = z.output<typeof createAddressBody>;

export const addressDto = z
  .object({
    id: z.string(),
    recipientName: z.string(),
    phone: z.string().describe('The full mobile number: the address book is only ever shown to its owner'),
    provinceCode: z.string().describe('GB/T 2260 province-level code'),
    provinceName: z.string().describe('`provinceCode` named in `lang`'),
    city: z.string(),
    district: z.string(),
    street: z.string(),
    postcode: z.string().nullable(),
    isDefault: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Address' });

export const addressIdParams = z.object({ id: z.string() });

export { langOnlyQuery };
