import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withUniqueRules } from '../../lib/db-errors.js';
import { NotFoundError } from '../../lib/errors.js';
import { type TimeCursorPageRequest, timeCursorPage, timeOrdering } from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { offsetOf, type PageRequest, toPage } from '../../lib/paging.js';
import { transition } from '../../lib/state-machine.js';
import { AccountType } from '../customer/account-type.js';
import { customers } from '../customer/schema.js';
import { grantRealName, isSuspiciousNickname, raiseAccountType } from '../customer/service.js';
import { sendMessage } from '../message/service.js';
import { reviewQueueList } from './lists.js';
import { IDENTITY_RULES } from './real-name.js';
import { verifications } from './schema.js';
import { toApplicationDto } from './service.js';
import { type ApplicationStatus, ReviewStatus, reviewMachine } from './status.js';
import type { Kind } from './validators.js';

type Row = typeof verifications.$inferSelect;

const APPROVED_TYPE: Record<'creator' | 'org', AccountType> = {
  creator: AccountType.CREATOR,
  org: AccountType.ORGANISATION,
};

/**
 * The officials' queue: oldest first (indexes verifications_queue_idx: status, kind, created_at, id and
 * verifications_status_idx: status, created_at, id for every kind).
 */
type QueueFilter = { kind?: Kind | undefined; status: ApplicationStatus };

function queueWhere(filter: QueueFilter) {
  return and(
    eq(verifications.status, filter.status),
    filter.kind ? eq(verifications.kind, filter.kind) : undefined,
  );
}

/** Applications with the applicant's public identity. */
function queueSelect(db: Db) {
  return db
    .select({
      application: verifications,
      applicant: { id: customers.id, nickname: customers.nickname, type: customers.type },
      createdAt: verifications.createdAt,
      id: verifications.id,
    })
    .from(verifications)
    .innerJoin(customers, eq(customers.id, verifications.customerId));
}

type QueueRow = Awaited<ReturnType<ReturnType<typeof queueSelect>['execute']>>[number];

function toQueueRecord({ application, applicant }: QueueRow) {
  return {
    ...toApplicationDto(application),
    applicant: {
      id: String(applicant.id),
      nickname: applicant.nickname,
      type: applicant.type,
      // Reviewers see when an applicant's name resembles the platform's (issue 9 §9): verifying such an
      // account would lend the impersonation a badge.
      nicknameFlagged: applicant.type !== AccountType.OFFICIAL && isSuspiciousNickname(applicant.nickname),
    },
  };
}

/** The spec's numbered page (`current`/`size`), with its exact total. */
export async function reviewQueue(db: Db, filter: QueueFilter, page: PageRequest) {
  const where = queueWhere(filter);
  const [rows, [total]] = await Promise.all([
    queueSelect(db)
      .where(where)
      .orderBy(...timeOrdering(reviewQueueList))
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(verifications).where(where),
  ]);
  return toPage(rows.map(toQueueRecord), total?.n ?? 0, page);
}

/**
 * Keyset paging of the queue. A decision takes an application out of the "under review" list; the next page
 * still starts right after the last one shown, where numbered pages would skip the rows that moved up.
 */
export function reviewQueueByCursor(db: Db, filter: QueueFilter, { size, after }: TimeCursorPageRequest) {
  return timeCursorPage(db, reviewQueueList, {
    filter: queueWhere(filter),
    after,
    size,
    select: (where, limit) =>
      queueSelect(db)
        .where(where)
        .orderBy(...timeOrdering(reviewQueueList))
        .limit(limit),
    toRecord: toQueueRecord,
  });
}

type Decision = { approve: true } | { approve: false; reason: string };

/**
 * What an approval grants: a real name makes a type-1 customer verified (type 2) under the reviewed name;
 * creator and organisation raise the type to 3 or 4 and never lower it (an organisation stays one when an
 * older creator application is approved: docs/decisions/0013-account-precedence.md).
 */
async function grant(tx: Db, row: Row, now: Date): Promise<void> {
  if (row.kind === 'realname') {
    await grantRealName(tx, row.customerId, String(row.payload.name), now);
    return;
  }
  await raiseAccountType(tx, row.customerId, APPROVED_TYPE[row.kind as 'creator' | 'org'], now);
}

/**
 * An approved organisation already has every right a creator has: its pending creator application would
 * only ever be a downgrade, so it is closed (rejected with a system reason) and the applicant told why.
 */
async function closeSuperseded(tx: Db, lang: Lang, row: Row, reviewerId: number, now: Date) {
  if (row.kind !== 'org') return;
  const closed = await tx
    .update(verifications)
    .set({
      status: ReviewStatus.REJECTED,
      rejectReason: t(lang, 'verification.supersededByOrg'),
      reviewerId,
      reviewedAt: now,
    })
    .where(
      and(
        eq(verifications.customerId, row.customerId),
        eq(verifications.kind, 'creator'),
        eq(verifications.status, ReviewStatus.UNDER_REVIEW),
      ),
    )
    .returning({ id: verifications.id });
  if (closed.length > 0) await sendMessage(tx, row.customerId, 'reviewSuperseded', { kind: 'creator' });
}

/**
 * Approves (type → 2, 3 or 4) or rejects a pending application and tells the applicant: one transaction.
 * The move is conditional on the application still being under review, so of two officials deciding it at
 * once one wins and the other gets 409; approving a real name whose ID number another account verified in
 * the meantime trips the unique index: 409 idInUse, and nothing is written.
 */
export async function decide(
  db: Db,
  lang: Lang,
  reviewerId: number,
  id: number | null,
  decision: Decision,
): Promise<ReturnType<typeof toApplicationDto>> {
  if (id === null) throw new NotFoundError();
  const write = () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(verifications).where(eq(verifications.id, id));
      if (!row) throw new NotFoundError();
      const now = new Date();
      const decided = await transition(tx, reviewMachine, verifications, {
        id,
        from: row.status,
        to: decision.approve ? ReviewStatus.APPROVED : ReviewStatus.REJECTED,
        set: { rejectReason: decision.approve ? null : decision.reason, reviewerId, reviewedAt: now },
      });
      if (decision.approve) {
        await grant(tx, row, now);
        await closeSuperseded(tx, lang, row, reviewerId, now);
        await sendMessage(tx, row.customerId, 'reviewApproved', { kind: row.kind });
      } else {
        await sendMessage(tx, row.customerId, 'reviewRejected', { kind: row.kind, reason: decision.reason });
      }
      return toApplicationDto(decided);
    });
  return withUniqueRules(write, IDENTITY_RULES);
}
