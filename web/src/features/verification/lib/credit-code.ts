import { creditCode } from '@nextland/rules';

// nextland's own rule (@nextland/rules): the web keeps no copy of the pattern.
export { normalizeIdNumber as normalizeCreditCode } from '@nextland/rules';

/** The 18-character unified social credit code of an organisation. */
export function creditCodeValid(code: string): boolean {
  return creditCode.safeParse(code).success;
}
