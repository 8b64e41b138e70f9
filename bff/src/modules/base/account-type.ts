// Account types are shown by several modules (viewer, sellers, review queue): one mapping, in base.
import type { AccountType } from '../../generated/graphql.js';
import type { AccountTypeCode } from '../../rest/contract.js';

const accountTypes: readonly AccountType[] = [
  'OFFICIAL',
  'UNVERIFIED',
  'REAL_NAME',
  'CREATOR',
  'ORGANISATION',
];

/** docs/domain.md#account-types: "real-name verified" is an allow-list of types, never "not unverified". */
const verifiedTypes: readonly AccountType[] = ['OFFICIAL', 'REAL_NAME', 'CREATOR', 'ORGANISATION'];

export function toAccountType(value: number): AccountType {
  const type = accountTypes[value];
  if (!type) throw new Error(`Unknown account type ${value}`);
  return type;
}

export function isRealNameVerified(type: AccountTypeCode): boolean {
  return verifiedTypes.includes(toAccountType(type));
}
