// Deterministic account records for tests, shaped like docs/api-contract.md ("Accounts (customer)").
import type {
  AccountTypeCode,
  ApplicationDto,
  BankCardDto,
  CustomerDto,
  ExpressDto,
  MessageDto,
} from '../rest/contract.js';

/** Platform codes the fake's wx/login knows: a registered account and a first-time visitor. */
export const platformCodes = { known: 'code-known', official: 'code-official', newUser: 'code-new' } as const;
export const registrationTicket = 'signed-ticket-for-new-user';
export const validSmsCode = '123456';

/** User 7 is real-name verified, 8 is an official, 9 is who registers. */
export const users = { verified: '7', official: '8', registered: '9' } as const;

export function customer(id: string, type: AccountTypeCode): CustomerDto {
  return {
    id,
    user_id: id,
    type,
    nickname: `User ${id}`,
    avatarUrl: null,
    bio: null,
    gender: 2,
    birthday: '1990-05-01',
    phone: '138****1234',
    realName: type === 1 ? null : '*晚',
    invitationCode: `INV${id}`,
    inviterId: null,
    createdAt: '2026-10-01T08:00:00.000Z',
  };
}

export function bankCard(id: string, isDefault: boolean): BankCardDto {
  return {
    id,
    last4: '0004',
    maskedNumber: '**** **** **** 0004',
    holderName: '林晚',
    bankName: 'Bank of Nextland',
    isDefault,
    createdAt: '2026-10-02T08:00:00.000Z',
  };
}

export function expressEntry(id: string): ExpressDto {
  return {
    id,
    name: 'Jiangsu and Zhejiang',
    regions: ['江苏', '浙江'],
    minCount: null,
    minAmount: 9900,
    createdAt: '2026-10-03T08:00:00.000Z',
  };
}

export function creatorApplication(id: string, status: 1 | 2 | 3 = 1): ApplicationDto {
  return {
    id,
    kind: 'creator',
    status,
    payload: { field: 'ceramics', intro: 'Kiln work', portfolio: [], idImages: ['/files/private/id-1.png'] },
    rejectReason: status === 3 ? 'Blurry images' : null,
    createdAt: '2026-10-04T08:00:00.000Z',
    reviewedAt: status === 1 ? null : '2026-10-05T08:00:00.000Z',
  };
}

/** ID numbers whose GB 11643 checksum holds, and the keyed hash the fake stores for one. */
export const idNumbers = { linWan: '11010519491231002X', other: '110101199003070011' } as const;
export const idHashOf = (idNumber: string) => `hmac-sha256:${idNumber}`;

export type RealNameBody = { name: string; idNumber: string; idImages: string[] };

/**
 * A real-name application as nextland stores it. The payload keeps `idHash`, which nextland strips from its
 * DTOs; the fake sends it anyway so tests prove the BFF never passes it on.
 */
export function realNameApplication(id: string, body: RealNameBody, status: 1 | 2 | 3 = 1): ApplicationDto {
  const { name, idNumber, idImages } = body;
  return {
    id,
    kind: 'realname',
    status,
    payload: {
      name,
      idNumberMasked: `${idNumber.slice(0, 3)}***********${idNumber.slice(-4)}`,
      idImages,
      idHash: idHashOf(idNumber),
    },
    rejectReason: status === 3 ? 'The photo does not match' : null,
    createdAt: '2026-10-04T09:00:00.000Z',
    reviewedAt: status === 1 ? null : '2026-10-05T09:00:00.000Z',
  };
}

export function message(id: string, read: boolean): MessageDto {
  return {
    id,
    kind: 'welcome',
    title: `Message ${id}`,
    content: 'Welcome to Nextland',
    read,
    createdAt: '2026-10-06T08:00:00.000Z',
  };
}
