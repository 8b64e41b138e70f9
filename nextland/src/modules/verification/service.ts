import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { hmacHex } from '../../lib/tokens.js';
import { customers } from '../customer/schema.js';
import { sendMessage } from '../message/service.js';
import { isVerified } from '../session/guard.js';
import type { SessionUser } from '../session/service.js';
import { assertOwnIdentityImages } from '../upload/service.js';
import { verifications } from './schema.js';
import type { Kind } from './validators.js';

type Row = typeof verifications.$inferSelect;

export function toApplicationDto(row: Row) {
  return {
    id: String(row.id),
    kind: row.kind,
    status: row.status,
    payload: row.payload,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Real-name verification is decided at once in this build: a valid checksum (already enforced by the
 * validator) approves it. A provider check (name + ID against the authority) would slot in here. Only a mask
 * and a keyed hash of the ID number are kept.
 */
export async function verifyRealName(
  db: Db,
  secret: string,
  user: SessionUser,
  input: { name: string; idNumber: string },
) {
  if (isVerified(user.type)) throw new AppError(409, 'verification.done');
  await db.transaction(async (tx) => {
    const payload = {
      name: input.name,
      idNumberMasked: `${input.idNumber.slice(0, 3)}***********${input.idNumber.slice(-4)}`,
      idHash: hmacHex(secret, `id:${input.idNumber}`),
    };
    const now = new Date();
    await tx
      .insert(verifications)
      .values({ customerId: user.id, kind: 'realname', status: 2, payload, reviewedAt: now });
    await tx
      .update(customers)
      .set({ type: 2, realName: input.name, updatedAt: now })
      .where(eq(customers.id, user.id));
    await sendMessage(tx, user.id, 'reviewApproved', { kind: 'realname' });
  });
  return { type: 2 };
}

// Which current types may apply for which kind: creators may become organisations, not the reverse.
const MAY_APPLY: Record<'creator' | 'org', readonly number[]> = { creator: [2], org: [2, 3] };

/** The document images of an application: each must be a private identity upload of the applicant. */
function documentImages(kind: 'creator' | 'org', payload: Record<string, unknown>) {
  if (kind === 'org') return [{ field: 'licenseImage', url: String(payload.licenseImage) }];
  const images = Array.isArray(payload.idImages) ? payload.idImages : [];
  return images.map((url, i) => ({ field: `idImages.${i}`, url: String(url) }));
}

/** Files a creator or organisation application for review; one pending application per kind. */
export async function apply(
  db: Db,
  lang: Lang,
  user: SessionUser,
  kind: 'creator' | 'org',
  payload: Record<string, unknown>,
) {
  if (!isVerified(user.type)) throw new AppError(403, 'verification.needRealName');
  if (!MAY_APPLY[kind].includes(user.type)) throw new AppError(409, 'verification.done');
  await assertOwnIdentityImages(db, lang, user.id, documentImages(kind, payload));
  return db.transaction(async (tx) => {
    // Serialises two submissions of the same user.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, user.id)).for('update');
    const [pending] = await tx
      .select({ n: count() })
      .from(verifications)
      .where(
        and(eq(verifications.customerId, user.id), eq(verifications.kind, kind), eq(verifications.status, 1)),
      );
    if ((pending?.n ?? 0) > 0) throw new AppError(409, 'verification.pending');
    const [row] = await tx.insert(verifications).values({ customerId: user.id, kind, payload }).returning();
    return toApplicationDto(row as Row);
  });
}

/** 0 not submitted, 1 under review, 2 approved, 3 rejected — from the latest application of each kind. */
export async function reviewStatus(db: Db, user: SessionUser) {
  const rows = await db
    .select()
    .from(verifications)
    .where(eq(verifications.customerId, user.id))
    .orderBy(desc(verifications.createdAt), desc(verifications.id));
  const latest = (kind: Kind) => rows.find((row) => row.kind === kind);
  const statusOf = (kind: Kind, granted: boolean) => latest(kind)?.status ?? (granted ? 2 : 0);
  const rejected = rows.find((row) => row.status === 3 && latest(row.kind as Kind)?.id === row.id);
  return {
    realName: statusOf('realname', isVerified(user.type)),
    creator: statusOf('creator', user.type === 3),
    org: statusOf('org', user.type === 4),
    rejectReason: rejected?.rejectReason ?? null,
    // The latest of each kind lets the form prefill a resubmission after a rejection.
    creatorApplication: toOptionalDto(latest('creator')),
    orgApplication: toOptionalDto(latest('org')),
  };
}

function toOptionalDto(row: Row | undefined) {
  return row ? toApplicationDto(row) : null;
}

/** The applicant's own application; someone else's id is the same 404 as a missing one. */
export async function ownApplication(db: Db, userId: number, id: number | null) {
  if (id === null) throw new NotFoundError();
  const [row] = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.id, id), eq(verifications.customerId, userId)));
  if (!row) throw new NotFoundError();
  return toApplicationDto(row);
}
