import type { MockedResponse } from '@apollo/client/testing';
import { AddressesQuery } from '../api/addresses';

const NAMES: Record<string, string> = { '330000': 'Zhejiang', '310000': 'Shanghai', '810000': 'Hong Kong' };

export function address(id: string, isDefault: boolean, overrides: Record<string, unknown> = {}) {
  const provinceCode = (overrides.provinceCode as string | undefined) ?? '330000';
  const { provinceCode: _, ...rest } = overrides;
  return {
    __typename: 'Address',
    id,
    recipientName: 'Lin Wan',
    phone: '13812345678',
    province: { __typename: 'Region', code: provinceCode, name: NAMES[provinceCode] ?? provinceCode },
    city: 'Hangzhou',
    district: 'Xihu',
    street: '90 Wensan Road',
    postcode: '310012',
    isDefault,
    ...rest,
  };
}

export function addressesMock(addresses: unknown[]): MockedResponse {
  return { request: { query: AddressesQuery }, result: { data: { addresses } } };
}

export const userError = (field: string | null, code: string, message: string) => ({
  __typename: 'UserError',
  field,
  code,
  message,
});
