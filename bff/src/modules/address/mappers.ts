// REST DTOs <-> GraphQL for the address book (codegen `mappers` point here).
import type { AddressInput } from '../../generated/graphql.js';
import type { AddressBodyDto, AddressDto } from '../../rest/contract.js';

/** `province` is `{ code, name }` in the schema (Address.province resolver). */
export type AddressParent = AddressDto;

/** nextland names the province in the request's language; a missing name never leaves it blank. */
export function toProvince(address: Pick<AddressDto, 'provinceCode' | 'provinceName'>) {
  return { code: address.provinceCode, name: address.provinceName || address.provinceCode };
}

/** Absent optionals are left out: nextland rejects nulls. */
export function toAddressBody(input: AddressInput): AddressBodyDto {
  const { recipientName, phone, provinceCode, city, district, street, postcode, isDefault } = input;
  const body: AddressBodyDto = { recipientName, phone, provinceCode, city, district, street };
  if (postcode != null) body.postcode = postcode;
  if (isDefault != null) body.isDefault = isDefault;
  return body;
}
