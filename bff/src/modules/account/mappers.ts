// REST DTOs -> GraphQL parents for accounts (codegen `mappers` point here); numeric codes -> schema enums.
import type { AccountType, Gender, LoginStatus, UserError } from '../../generated/graphql.js';
import type { AccountTypeCode, CustomerDto } from '../../rest/contract.js';

export type CustomerParent = CustomerDto;

/** Login outcome; `viewer` is loaded only when the client selects it. */
export type LoginPayloadParent = {
  status: LoginStatus | null;
  openid: string | null;
  unionid: string | null;
  userErrors: UserError[];
};

/** A mutation that changes who the viewer is or what they may do: `viewer` is (re)loaded on demand. */
export type ViewerPayloadParent = { succeeded: boolean; userErrors: UserError[] };

const accountTypes: readonly AccountType[] = [
  'OFFICIAL',
  'UNVERIFIED',
  'REAL_NAME',
  'CREATOR',
  'ORGANISATION',
];
const genders: readonly Gender[] = ['UNSPECIFIED', 'MALE', 'FEMALE'];

/** domain.md: "real-name verified" is an allow-list of types, never "not unverified". */
const verifiedTypes: readonly AccountType[] = ['OFFICIAL', 'REAL_NAME', 'CREATOR', 'ORGANISATION'];

export function toAccountType(value: number): AccountType {
  const type = accountTypes[value];
  if (!type) throw new Error(`Unknown account type ${value}`);
  return type;
}

export function isRealNameVerified(type: AccountTypeCode): boolean {
  return verifiedTypes.includes(toAccountType(type));
}

export function toGender(value: number): Gender {
  const gender = genders[value];
  if (!gender) throw new Error(`Unknown gender ${value}`);
  return gender;
}

export function fromGender(gender: Gender): 0 | 1 | 2 {
  return genders.indexOf(gender) as 0 | 1 | 2;
}
