import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { customers } from '../customer/schema.js';
import { isVerified } from '../session/guard.js';
import type { SessionUser } from '../session/service.js';
import { assertOwnIdentityImages } from '../upload/service.js';
import { verifications } from './schema.js';
import type { Kind } from './validators.js';

type Row = typeof verifications.$inferSelect;

/** The payload as stored, minus the keyed ID hash of a real-name application: it never leaves the server. */
function publicPayload(payload: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(payload).filter(([key]) => key !== 'idHash'));
}

export function toApplicationDto(row: Row) {
  return {
    id: String(row.id),
    kind: row.kind,
    status: row.status,
    payload: publicPayload(row.payload),
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

// Which current types may apply for which kind: creators may become organisations, not the reverse.
const MAY_APPLY: Record<'creator' | 'org', readonly number[]> = { creator: [2], org: [2, 3] };

/** The document images of an application: each must be a private identity upload of the applicant. */
function documentImages(kind: 'creator' | 'org', payload: Record<string, unknown>) {
  if (kind === 'org') return [{ field: 'licenseImage', url: String(payload.licenseImage) }];
  const images = Array.isArray(payload.idImages) ? payload.idImages : [];
  return images.map((url, i) => ({ field: `idImages.${i}`, url: String(url) }));
}

/** One application of each kind under review at a time; call it holding the customer row's lock. */
export async function assertNonePending(tx: Db, customerId: number, kind: Kind): Promise<void> {
  const [pending] = await tx
    .select({ n: count() })
    .from(verifications)
    .where(
      and(
        eq(verifications.customerId, customerId),
        eq(verifications.kind, kind),
        eq(verifications.status, 1),
      ),
    );
  if ((pending?.n ?? 0) > 0) throw new AppError(409, 'verification.pending');
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
    await assertNonePending(tx, user.id, kind);
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
    realNameApplication: toOptionalDto(latest('realname')),
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
