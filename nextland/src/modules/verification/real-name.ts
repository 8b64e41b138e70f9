import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { hmacHex } from '../../lib/tokens.js';
import { customers } from '../customer/schema.js';
import { isVerified } from '../session/guard.js';
import type { SessionUser } from '../session/service.js';
import { assertOwnIdentityImages } from '../upload/service.js';
import { verifications } from './schema.js';
import { assertNonePending, toApplicationDto } from './service.js';

export type RealNameInput = { name: string; idNumber: string; idImages: string[] };

/**
 * What is kept of an ID number: a mask for the reviewer and a hash keyed with AUTH_SECRET, so one identity
 * can verify only one account without the number being stored or guessable from a leaked table.
 */
export function realNamePayload(secret: string, input: RealNameInput) {
  const { name, idNumber, idImages } = input;
  return {
    name,
    idNumberMasked: `${idNumber.slice(0, 3)}***********${idNumber.slice(-4)}`,
    idImages,
    idHash: hmacHex(secret, `id:${idNumber}`),
  };
}

/**
 * Refuses an ID number that another customer has already verified. Takes a transaction-wide lock first, so
 * two officials approving applications with the same number at the same moment cannot both succeed.
 */
export async function assertIdentityFree(tx: Db, customerId: number, idHash: unknown): Promise<void> {
  if (typeof idHash !== 'string') return;
  // Any constant key other than the seed's (seed.ts).
  await tx.execute(sql`select pg_advisory_xact_lock(11643)`);
  const [taken] = await tx
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.kind, 'realname'),
        eq(verifications.status, 2),
        ne(verifications.customerId, customerId),
        sql`${verifications.payload}->>'idHash' = ${idHash}`,
      ),
    )
    .limit(1);
  if (taken) throw new AppError(409, 'verification.idInUse');
}

/**
 * Files a real-name application for the officials' review (the name and the number against the two ID card
 * images); the customer's type changes only when it is approved (review.ts).
 */
export async function applyRealName(
  db: Db,
  secret: string,
  lang: Lang,
  user: SessionUser,
  input: RealNameInput,
) {
  if (isVerified(user.type)) throw new AppError(409, 'verification.done');
  const images = input.idImages.map((url, i) => ({ field: `idImages.${i}`, url }));
  await assertOwnIdentityImages(db, lang, user.id, images);
  const payload = realNamePayload(secret, input);
  return db.transaction(async (tx) => {
    // Serialises two submissions of the same user, and sees an approval committed since the session was read.
    const [customer] = await tx
      .select({ type: customers.type })
      .from(customers)
      .where(eq(customers.id, user.id))
      .for('update');
    if (!customer || isVerified(customer.type)) throw new AppError(409, 'verification.done');
    await assertNonePending(tx, user.id, 'realname');
    await assertIdentityFree(tx, user.id, payload.idHash);
    const [row] = await tx
      .insert(verifications)
      .values({ customerId: user.id, kind: 'realname', payload })
      .returning();
    return toApplicationDto(row as typeof verifications.$inferSelect);
  });
}
