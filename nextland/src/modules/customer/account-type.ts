// Account types (domain.md), named: code never compares against a bare number.
export const AccountType = {
  OFFICIAL: 0,
  UNVERIFIED: 1,
  REAL_NAME: 2,
  CREATOR: 3,
  ORGANISATION: 4,
} as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

/** "Real-name verified" is an allow-list (domain.md): never "type is not UNVERIFIED". */
export const VERIFIED_TYPES: readonly number[] = [
  AccountType.OFFICIAL,
  AccountType.REAL_NAME,
  AccountType.CREATOR,
  AccountType.ORGANISATION,
];

export function isVerified(type: number): boolean {
  return VERIFIED_TYPES.includes(type);
}
