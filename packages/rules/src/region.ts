import { z } from 'zod';

/**
 * The 34 provincial-level divisions by their GB/T 2260 code, in the standard's order. The first digit is the
 * greater region (1 North, 2 Northeast, 3 East, 4 Central and South, 5 Southwest, 6 Northwest); Taiwan,
 * Hong Kong and Macau come last. Names are display text: the web's `wallet:regions.<code>` and nextland's
 * `region.<code>` messages, in each language (decision 0016).
 */
export const REGION_GROUPS = [
  { id: 'north', codes: ['110000', '120000', '130000', '140000', '150000'] },
  { id: 'northeast', codes: ['210000', '220000', '230000'] },
  {
    id: 'east',
    codes: ['310000', '320000', '330000', '340000', '350000', '360000', '370000'],
  },
  { id: 'centralSouth', codes: ['410000', '420000', '430000', '440000', '450000', '460000'] },
  { id: 'southwest', codes: ['500000', '510000', '520000', '530000', '540000'] },
  { id: 'northwest', codes: ['610000', '620000', '630000', '640000', '650000'] },
  { id: 'hkMoTw', codes: ['810000', '820000', '710000'] },
] as const;

export type RegionGroup = (typeof REGION_GROUPS)[number];
export type RegionGroupId = RegionGroup['id'];
export type RegionCode = RegionGroup['codes'][number];

/** Every code once, in GB/T 2260 order (710000 Taiwan, 810000 Hong Kong, 820000 Macau last). */
export const REGION_CODES: readonly RegionCode[] = REGION_GROUPS.flatMap(
  (group) => group.codes as readonly RegionCode[],
).sort();

const known = new Set<string>(REGION_CODES);

export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === 'string' && known.has(value);
}

/** One region: a code of the catalogue (spaces around it dropped), nothing else. */
export const region = z
  .string()
  .trim()
  .refine(isRegionCode, { error: 'field.region' })
  .transform((code) => code as RegionCode)
  .describe('A GB/T 2260 province-level code, e.g. 310000 (Shanghai)');

/** The regions of a no-postage rule: 1–34 codes; a repeated code counts once, the first order kept. */
export const regions = z
  .array(region)
  .min(1)
  .max(REGION_CODES.length)
  .transform((list) => [...new Set(list)])
  .describe('Province-level region codes (GB/T 2260), at least one');
