// REST shapes of nextland's customer routes (docs/api-contract.md, "Accounts (customer)").
export type TokensDto = { access_token: string; refresh_token: string; expires_in: number };

/** Known account: user_id and tokens. Unknown: a registration ticket instead (no user_id). */
export type LoginDto = {
  openid: string;
  unionid: string;
  user_id?: string;
  registration_ticket?: string;
} & Partial<TokensDto>;

export type RegisterDto = TokensDto & { user_id: string; openid: string; unionid: string };

export type SmsSentDto = { resendIn: number; expiresIn: number };

export type AccountTypeCode = 0 | 1 | 2 | 3 | 4;

export type CustomerDto = {
  id: string;
  user_id: string;
  type: AccountTypeCode;
  nickname: string;
  avatarUrl: string | null;
  bio: string | null;
  gender: 0 | 1 | 2;
  birthday: string | null;
  phone: string | null;
  realName: string | null;
  invitationCode: string;
  inviterId: string | null;
  createdAt: string;
};

export type ProfileUpdateDto = {
  nickname?: string;
  avatarUrl?: string | null;
  bio?: string | null;
  gender?: 0 | 1 | 2;
  birthday?: string | null;
};

export type InviteeDto = { id: string; nickname: string; avatarUrl: string | null; joinedAt: string };

export type BankCardDto = {
  id: string;
  last4: string;
  maskedNumber: string;
  holderName: string;
  bankName: string;
  isDefault: boolean;
  createdAt: string;
};

export type AddBankCardDto = {
  cardNumber: string;
  holderName: string;
  bankName: string;
  isDefault?: boolean;
};

export type ExpressDto = {
  id: string;
  name: string;
  regions: string[];
  minCount: number | null;
  minAmount: number | null;
  createdAt: string;
};

export type CreateExpressDto = { name: string; regions: string[]; minCount?: number; minAmount?: number };

export type ReviewStatusCode = 0 | 1 | 2 | 3;
export type ApplicationKindCode = 'realname' | 'creator' | 'org';

export type ApplicationDto = {
  id: string;
  kind: ApplicationKindCode;
  status: 1 | 2 | 3;
  payload: Record<string, unknown>;
  rejectReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
  /** In the review queue only. */
  applicant?: { id: string; nickname: string; type: AccountTypeCode };
};

/**
 * `customer/info/is/reviewed`. `realNameApplication` is in the contract; the latest creator and organisation
 * applications are not today: they are read when a nextland sends them, so the schema's fields fill in then.
 */
export type ReviewStatusDto = {
  realName: ReviewStatusCode;
  creator: ReviewStatusCode;
  org: ReviewStatusCode;
  rejectReason: string | null;
  realNameApplication: ApplicationDto | null;
  creatorApplication?: ApplicationDto | null;
  orgApplication?: ApplicationDto | null;
};

export type MessageKindCode = 'welcome' | 'reviewApproved' | 'reviewRejected' | 'inviteeJoined';

export type MessageDto = {
  id: string;
  kind: MessageKindCode;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
};
