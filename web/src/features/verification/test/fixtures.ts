import type { MockedResponse } from '@apollo/client/testing';
import type { AccountType, ReviewStatus } from '../../../graphql/generated/graphql';
import { VerificationStatusQuery } from '../api/verification-status';

export const VALID_ID = '11010519491231002X';
export const VALID_CREDIT_CODE = '91350100M000100Y43';

export function realNameApplication(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Application',
    id: 'r1',
    kind: 'REALNAME',
    status: 'REJECTED',
    rejectReason: 'The back of the ID card is cut off.',
    createdAt: '2026-03-01T08:00:00.000Z',
    reviewedAt: '2026-03-02T09:30:00.000Z',
    data: {
      __typename: 'RealNameApplicationData',
      name: '林晚',
      idNumberMasked: '110***********002X',
      idImages: ['/files/private/41', '/files/private/42'],
    },
    ...overrides,
  };
}

export function creatorApplication(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Application',
    id: 'a1',
    kind: 'CREATOR',
    status: 'REJECTED',
    rejectReason: 'The ID photo is blurred.',
    createdAt: '2026-03-01T08:00:00.000Z',
    reviewedAt: '2026-03-02T09:30:00.000Z',
    data: {
      __typename: 'CreatorApplicationData',
      field: 'Ceramics',
      intro: 'Wood-fired stoneware from Jingdezhen.',
      portfolio: ['https://lin.example.cn/works'],
      idImages: ['/files/private/11'],
    },
    ...overrides,
  };
}

export function orgApplication(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Application',
    id: 'o1',
    kind: 'ORG',
    status: 'REJECTED',
    rejectReason: 'The licence has expired.',
    createdAt: '2026-03-01T08:00:00.000Z',
    reviewedAt: '2026-03-02T09:30:00.000Z',
    data: {
      __typename: 'OrgApplicationData',
      orgName: 'Kiln Works Ltd',
      creditCode: VALID_CREDIT_CODE,
      licenseImage: '/files/private/21',
      contactName: 'Lin',
      contactPhone: '13800138000',
    },
    ...overrides,
  };
}

type StatusInput = {
  realNameVerified?: boolean;
  type?: AccountType;
  /** Defaults to APPROVED for verified viewers, else NOT_SUBMITTED. */
  realName?: ReviewStatus;
  realNameApplication?: unknown;
  creator?: ReviewStatus;
  org?: ReviewStatus;
  rejectReason?: string | null;
  creatorApplication?: unknown;
  orgApplication?: unknown;
};

/** One answer of `VerificationStatus` (the viewer is real-name verified unless told otherwise). */
export function statusMock(input: StatusInput = {}): MockedResponse {
  const realNameVerified = input.realNameVerified ?? true;
  return {
    request: { query: VerificationStatusQuery },
    result: {
      data: {
        viewer: {
          __typename: 'Customer',
          id: 'c1',
          type: input.type ?? (realNameVerified ? 'REAL_NAME' : 'UNVERIFIED'),
          realNameVerified,
        },
        verificationStatus: {
          __typename: 'VerificationStatus',
          realName: input.realName ?? (realNameVerified ? 'APPROVED' : 'NOT_SUBMITTED'),
          creator: input.creator ?? 'NOT_SUBMITTED',
          org: input.org ?? 'NOT_SUBMITTED',
          rejectReason: input.rejectReason ?? null,
          realNameApplication: input.realNameApplication ?? null,
          creatorApplication: input.creatorApplication ?? null,
          orgApplication: input.orgApplication ?? null,
        },
      },
    },
  };
}
