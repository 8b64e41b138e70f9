import type { MockedResponse } from '@apollo/client/testing';
import type { ReviewStatus } from '../../../graphql/generated/graphql';
import { connectionOf } from '../../../test-support/connection';
import { BankCardsQuery } from '../api/bank-cards';
import { ExpressEntriesQuery } from '../api/express-entries';

export function bankCard(id: string, last4: string, isDefault: boolean) {
  return {
    __typename: 'BankCard',
    id,
    last4,
    maskedNumber: `**** **** **** ${last4}`,
    holderName: '林晚',
    bankName: 'China Merchants Bank',
    isDefault,
    createdAt: '2026-02-10T04:00:00.000Z',
  };
}

/** `realName` is the review state of the viewer's real-name application (approved when verified). */
export function cardsMock(
  cards: unknown[],
  realNameVerified = true,
  realName: ReviewStatus = realNameVerified ? 'APPROVED' : 'NOT_SUBMITTED',
): MockedResponse {
  return {
    request: { query: BankCardsQuery },
    result: {
      data: {
        viewer: {
          __typename: 'Customer',
          id: 'c1',
          realNameVerified,
          realName: realNameVerified ? '*晚' : null,
        },
        verificationStatus: { __typename: 'VerificationStatus', realName },
        bankCards: cards,
      },
    },
  };
}

export function region(code: string, name: string) {
  return { __typename: 'Region', code, name };
}

export function expressEntry(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ExpressEntry',
    id,
    name: `Rule ${id}`,
    regions: [region('320000', 'Jiangsu'), region('330000', 'Zhejiang')],
    minCount: 3,
    minAmount: null,
    createdAt: '2026-02-10T04:00:00.000Z',
    ...overrides,
  };
}

/** A page of the no-postage list: the first without `after`, later ones after the previous page's last id. */
export function entriesMock(
  records: { id: string }[],
  { after, hasNextPage = false }: { after?: string; hasNextPage?: boolean } = {},
): MockedResponse {
  return {
    request: { query: ExpressEntriesQuery, variables: { first: 10, ...(after ? { after } : {}) } },
    result: { data: { expressEntriesConnection: connectionOf('ExpressEntry', records, { hasNextPage }) } },
  };
}
