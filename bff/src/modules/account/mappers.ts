// REST DTOs -> GraphQL parents for accounts (codegen `mappers` point here); numeric codes -> schema enums.
import type { Gender, LoginStatus, UserError } from '../../generated/graphql.js';
import type { CustomerDto } from '../../rest/contract.js';

export type CustomerParent = CustomerDto;

/** Login outcome; `viewer` is loaded only when the client selects it. */
export type LoginPayloadParent = {
  status: LoginStatus | null;
  openid: string | null;
  unionid: string | null;
  userErrors: UserError[];
};

/**
 * A mutation that changes who the viewer is or what they may do: `viewer` is (re)loaded on demand.
 * @public Named in codegen.ts as the RegisterPayload mapper.
 */
export type ViewerPayloadParent = { succeeded: boolean; userErrors: UserError[] };

const genders: readonly Gender[] = ['UNSPECIFIED', 'MALE', 'FEMALE'];

export function toGender(value: number): Gender {
  const gender = genders[value];
  if (!gender) throw new Error(`Unknown gender ${value}`);
  return gender;
}

export function fromGender(gender: Gender): 0 | 1 | 2 {
  return genders.indexOf(gender) as 0 | 1 | 2;
}
