import { z } from 'zod';
import { LIMITS, text } from './text.js';

// A delivery address: the province is a region code (`region`, decision 0016); city and district are bounded
// text, because the catalogue stops at provinces and checkout only compares provinces.
export const recipientName = text(1, LIMITS.recipientName).describe('The person who receives the parcel');
export const addressCity = text(1, LIMITS.addressCity).describe('City, as written');
export const addressDistrict = text(1, LIMITS.addressDistrict).describe('District or county, as written');
export const addressStreet = text(1, LIMITS.addressStreet).describe('Street, building, room');

/** Optional: empty (none) or six digits. */
export const postcode = z
  .string()
  .trim()
  .regex(/^(\d{6})?$/, { error: 'field.postcode' })
  .describe('Six-digit postcode, or empty for none');
