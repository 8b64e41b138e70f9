import type { AddressFieldsFragment } from '../../../graphql/generated/graphql';

/** "浙江 杭州市 西湖区": province to district, as an address is read in China (largest first). */
export function placeOf(address: Pick<AddressFieldsFragment, 'province' | 'city' | 'district'>): string {
  // Beijing, Shanghai, Hong Kong…: the city often repeats the province; it is said once.
  const parts = [address.province.name, address.city, address.district];
  return parts.filter((part, i) => i === 0 || part !== parts[i - 1]).join(' ');
}
