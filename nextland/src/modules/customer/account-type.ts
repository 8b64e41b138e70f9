import { z } from 'zod';

// Account types (docs/domain.md#account-types), named: code never compares against a bare number.
export const AccountType = {
  OFFICIAL: 0,
  UNVERIFIED: 1,
  REAL_NAME: 2,
  CREATOR: 3,
  ORGANISATION: 4,
} as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

/** 0 unset, 1 male, 2 female. */
export type Gender = 0 | 1 | 2;

/** "Real-name verified" is an allow-list (docs/domain.md#account-types): never "type is not UNVERIFIED". */
export const VERIFIED_TYPES: readonly number[] = [
  AccountType.OFFICIAL,
  AccountType.REAL_NAME,
  AccountType.CREATOR,
  AccountType.ORGANISATION,
];

export function isVerified(type: number): boolean {
  return VERIFIED_TYPES.includes(type);
}

/**
 * Standing, lowest first: an approval only ever moves an account up this list (docs/decisions/
 * 0013-account-precedence.md). Officials are set by the platform, never reached by approval.
 */
const PRECEDENCE: readonly AccountType[] = [
  AccountType.UNVERIFIED,
  AccountType.REAL_NAME,
  AccountType.CREATOR,
  AccountType.ORGANISATION,
  AccountType.OFFICIAL,
];

/** The types an approval to `type` may raise (every type strictly below it). */
export function typesBelow(type: AccountType): AccountType[] {
  return PRECEDENCE.slice(0, PRECEDENCE.indexOf(type));
}

/** The account type in REST replies (customer, seller, review applicant). */
export const accountTypeSchema = z
  .enum(AccountType)
  .describe('0 official, 1 not verified, 2 real-name verified, 3 creator, 4 organisation');
