import { randomInt } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, ConflictError, ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { AccountType } from '../customer/account-type.js';
import { customers } from '../customer/schema.js';
import { createCustomer, findByInvitationCode, findByUnionid, recordOpenid } from '../customer/service.js';
import { sendMessage } from '../message/service.js';
import { createSession } from '../session/service.js';
import { checkSmsCode, consumeSmsCode } from '../sms/service.js';
import { issueTicket, readTicket } from './ticket.js';
import { exchangeCode, type WxPlatform, WxUnavailableError } from './wx-client.js';

export type LoginResult = {
  user_id?: string;
  openid: string;
  unionid: string;
  registration_ticket?: string;
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
};

function fieldError(lang: Lang, field: string, key: Parameters<typeof t>[1]) {
  return new ValidationError([{ field, message: t(lang, key) }]);
}

/** Exchanges the platform code; a known unionid logs in, an unknown one gets a registration ticket. */
export async function wxLogin(
  db: Db,
  platform: WxPlatform,
  authSecret: string,
  lang: Lang,
  body: { appid: string; code: string },
): Promise<LoginResult> {
  if (body.appid !== platform.appid) throw fieldError(lang, 'appid', 'login.appid');
  let identity: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    identity = await exchangeCode(platform, body.code);
  } catch (error) {
    if (error instanceof WxUnavailableError) throw new AppError(503, 'login.platformDown');
    throw error;
  }
  if ('errcode' in identity) throw fieldError(lang, 'code', 'login.codeInvalid');
  const [known] = await findByUnionid(db, identity.unionid);
  if (!known) {
    return { ...identity, registration_ticket: issueTicket(authSecret, identity) };
  }
  if (known.disabled) throw new AppError(403, 'login.disabled');
  if (known.openid !== identity.openid) {
    await recordOpenid(db, known.id, identity.openid);
  }
  const tokens = await createSession(db, known.id);
  return { user_id: String(known.id), ...identity, ...tokens };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newInvitationCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export type RegisterInput = {
  registration_ticket: string;
  phone: string;
  sms_code: string;
  invitation_code?: string | undefined;
};

/** Creates the (unverified) account from a valid ticket and SMS code, links the inviter and logs in. */
export async function register(db: Db, authSecret: string, lang: Lang, input: RegisterInput) {
  const identity = readTicket(authSecret, input.registration_ticket);
  if (!identity) throw fieldError(lang, 'registration_ticket', 'register.ticket');
  const smsId = await checkSmsCode(db, lang, input.phone, 'register', input.sms_code);
  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ phone: customers.phone, unionid: customers.unionid })
      .from(customers)
      .where(or(eq(customers.phone, input.phone), eq(customers.unionid, identity.unionid)));
    if (taken.some((row) => row.unionid === identity.unionid)) throw new ConflictError();
    if (taken.length > 0) throw fieldError(lang, 'phone', 'register.phoneTaken');
    let inviterId: number | null = null;
    if (input.invitation_code) {
      const [inviter] = await findByInvitationCode(tx, input.invitation_code.toUpperCase());
      if (!inviter) throw fieldError(lang, 'invitation_code', 'register.invitationUnknown');
      inviterId = inviter.id;
    }
    await consumeSmsCode(tx, smsId);
    let code = newInvitationCode();
    while ((await findByInvitationCode(tx, code)).length > 0) code = newInvitationCode();
    const nickname = t(lang, 'register.nickname', { tail: input.phone.slice(-4) });
    const id = await createCustomer(tx, {
      nickname,
      type: AccountType.UNVERIFIED,
      invitationCode: code,
      openid: identity.openid,
      unionid: identity.unionid,
      phone: input.phone,
      inviterId,
      // The request schema only admits `consent: true`: this records when it was given.
      consentedAt: new Date(),
    });
    await sendMessage(tx, id, 'welcome', { nickname });
    if (inviterId !== null) await sendMessage(tx, inviterId, 'inviteeJoined', { nickname });
    const tokens = await createSession(tx, id);
    return { user_id: String(id), ...identity, ...tokens };
  });
}
