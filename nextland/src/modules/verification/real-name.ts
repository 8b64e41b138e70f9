import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withUniqueRules } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { hmacHex } from '../../lib/tokens.js';
import { isVerified } from '../customer/account-type.js';
import { customers } from '../customer/schema.js';
import type { SessionUser } from '../session/service.js';
import { assertOwnIdentityImages } from '../upload/service.js';
import { verifications } from './schema.js';
import { assertMaySubmit, SUBMISSION_RULES, toApplicationDto } from './service.js';
import { ReviewStatus } from './status.js';

export type RealNameInput = { name: string; idNumber: string; idImages: string[] };

/**
 * What is kept of an ID number: a mask for the reviewer (in the payload) and a hash keyed with AUTH_SECRET (its
 * own column, never answered), so one identity can verify only one account without the number being stored or
 * guessable from a leaked table.
 */
export function realNameApplication(secret: string, input: RealNameInput) {
  const { name, idNumber, idImages } = input;
  return {
    payload: { name, idNumberMasked: `${idNumber.slice(0, 3)}***********${idNumber.slice(-4)}`, idImages },
    identityHash: hmacHex(secret, `id:${idNumber}`),
  };
}

/** The unique index that makes "one identity, one account" hold at approval (review.ts), as a message. */
export const IDENTITY_RULES = { verifications_identity_approved_idx: 'verification.idInUse' } as const;

/**
 * Refuses, at submission, an ID number another customer has already verified: the applicant learns it now
 * rather than after a review. The unique index decides at approval, where two officials may race.
 */
async function assertIdentityFree(tx: Db, customerId: number, identityHash: string): Promise<void> {
  const [taken] = await tx
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.identityHash, identityHash),
        eq(verifications.status, ReviewStatus.APPROVED),
        ne(verifications.customerId, customerId),
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
  const application = realNameApplication(secret, input);
  const submit = () =>
    db.transaction(async (tx) => {
      // Serialises two submissions of the same user, and sees an approval committed since the session was read.
      const [customer] = await tx
        .select({ type: customers.type })
        .from(customers)
        .where(eq(customers.id, user.id))
        .for('update');
      if (!customer || isVerified(customer.type)) throw new AppError(409, 'verification.done');
      await assertMaySubmit(tx, user.id, 'realname');
      await assertIdentityFree(tx, user.id, application.identityHash);
      const [row] = await tx
        .insert(verifications)
        .values({ customerId: user.id, kind: 'realname', ...application })
        .returning();
      return toApplicationDto(row as typeof verifications.$inferSelect);
    });
  return withUniqueRules(submit, SUBMISSION_RULES);
}
