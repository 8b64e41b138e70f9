import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withUniqueRules } from '../../lib/db-errors.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { AccountType, isVerified } from '../customer/account-type.js';
import { customers } from '../customer/schema.js';
import type { SessionUser } from '../session/service.js';
import { assertOwnIdentityImages } from '../upload/service.js';
import { verifications } from './schema.js';
import { ReviewStatus, reviewMachine } from './status.js';
import type { Kind } from './validators.js';

type Row = typeof verifications.$inferSelect;

/** Field by field: the keyed ID hash (its own column) never leaves the server. */
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

// Which current types may apply for which kind: creators may become organisations, not the reverse.
const MAY_APPLY: Record<'creator' | 'org', readonly number[]> = {
  creator: [AccountType.REAL_NAME],
  org: [AccountType.REAL_NAME, AccountType.CREATOR],
};

/** The unique index behind "one application of each kind under review", as the applicant's message. */
export const SUBMISSION_RULES = { verifications_one_pending_idx: 'verification.pending' } as const;

/** The document images of an application: each must be a private identity upload of the applicant. */
function documentImages(kind: 'creator' | 'org', payload: Record<string, unknown>) {
  if (kind === 'org') return [{ field: 'licenseImage', url: String(payload.licenseImage) }];
  const images = Array.isArray(payload.idImages) ? payload.idImages : [];
  return images.map((url, i) => ({ field: `idImages.${i}`, url: String(url) }));
}

/**
 * A new application is the move "→ under review" of the customer's standing for the kind (its latest
 * application, or not submitted): allowed first and after a rejection, refused while one waits (409 pending)
 * or after an approval (409 done). Call it holding the customer row's lock; the partial unique index on
 * pending applications backs it (SUBMISSION_RULES).
 */
export async function assertMaySubmit(tx: Db, customerId: number, kind: Kind): Promise<void> {
  const [latest] = await tx
    .select({ status: verifications.status })
    .from(verifications)
    .where(and(eq(verifications.customerId, customerId), eq(verifications.kind, kind)))
    .orderBy(desc(verifications.createdAt), desc(verifications.id))
    .limit(1);
  reviewMachine.assertMove(latest?.status ?? ReviewStatus.NOT_SUBMITTED, ReviewStatus.UNDER_REVIEW);
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
  const submit = () =>
    db.transaction(async (tx) => {
      // Serialises two submissions of the same user.
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, user.id)).for('update');
      await assertMaySubmit(tx, user.id, kind);
      const [row] = await tx.insert(verifications).values({ customerId: user.id, kind, payload }).returning();
      return toApplicationDto(row as Row);
    });
  return withUniqueRules(submit, SUBMISSION_RULES);
}

/** ReviewStatus per kind, from the latest application of each kind (or what the account type grants). */
export async function reviewStatus(db: Db, user: SessionUser) {
  const rows = await db
    .select()
    .from(verifications)
    .where(eq(verifications.customerId, user.id))
    .orderBy(desc(verifications.createdAt), desc(verifications.id));
  const latest = (kind: Kind) => rows.find((row) => row.kind === kind);
  const statusOf = (kind: Kind, granted: boolean) =>
    latest(kind)?.status ?? (granted ? ReviewStatus.APPROVED : ReviewStatus.NOT_SUBMITTED);
  const rejected = rows.find(
    (row) => row.status === ReviewStatus.REJECTED && latest(row.kind as Kind)?.id === row.id,
  );
  return {
    realName: statusOf('realname', isVerified(user.type)),
    creator: statusOf('creator', user.type === AccountType.CREATOR),
    org: statusOf('org', user.type === AccountType.ORGANISATION),
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
