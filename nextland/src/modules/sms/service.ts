import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, ConflictError, ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { randomDigits, sha256Hex } from '../../lib/tokens.js';
import type { SmsProvider } from './provider.js';
import { smsCodes } from './schema.js';

export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const SMS_MAX_ATTEMPTS = 5;

export type SmsScene = 'register';

/** Creates and sends a 6-digit code; 429 with the seconds left inside the 60 s resend interval. */
export async function sendSmsCode(
  db: Db,
  provider: SmsProvider,
  lang: Lang,
  phone: string,
  scene: SmsScene,
): Promise<{ resendIn: number; expiresIn: number }> {
  const [last] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const since = last ? Date.now() - last.createdAt.getTime() : Number.POSITIVE_INFINITY;
  if (since < SMS_RESEND_MS) {
    throw new AppError(429, 'sms.tooSoon', { retryAfter: Math.ceil((SMS_RESEND_MS - since) / 1000) });
  }
  const code = randomDigits(6);
  await db.insert(smsCodes).values({
    phone,
    scene,
    codeHash: sha256Hex(`${phone}:${code}`),
    expiresAt: new Date(Date.now() + SMS_CODE_TTL_MS),
  });
  await provider.send(phone, t(lang, 'sms.text', { code, minutes: SMS_CODE_TTL_MS / 60_000 }), code);
  return { resendIn: SMS_RESEND_MS / 1000, expiresIn: SMS_CODE_TTL_MS / 1000 };
}

function smsError(lang: Lang, key: 'sms.codeWrong' | 'sms.codeLocked' | 'sms.codeMissing', left = 0) {
  return new ValidationError([{ field: 'sms_code', message: t(lang, key, { left }) }]);
}

/**
 * Checks the latest code for the phone. A wrong guess is counted right away (outside any transaction, so it
 * sticks); the fifth wrong guess locks the code and a new one must be requested. Returns the code's id.
 */
export async function checkSmsCode(db: Db, lang: Lang, phone: string, scene: SmsScene, code: string) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now())
    throw smsError(lang, 'sms.codeMissing');
  if (row.attempts >= SMS_MAX_ATTEMPTS) throw smsError(lang, 'sms.codeLocked');
  if (row.codeHash === sha256Hex(`${phone}:${code}`)) return row.id;
  const [updated] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, row.id))
    .returning({ attempts: smsCodes.attempts });
  const left = SMS_MAX_ATTEMPTS - (updated?.attempts ?? SMS_MAX_ATTEMPTS);
  throw left > 0 ? smsError(lang, 'sms.codeWrong', left) : smsError(lang, 'sms.codeLocked');
}

/** Inside the registration transaction: a code is consumed once, even by two concurrent registrations. */
export async function consumeSmsCode(db: Db, id: number): Promise<void> {
  const done = await db
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (done.length === 0) throw new ConflictError();
}
