import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withUniqueRules } from '../../lib/db-errors.js';
import { NotFoundError } from '../../lib/errors.js';
import { offsetOf, type PageRequest, toPage } from '../../lib/paging.js';
import { transition } from '../../lib/state-machine.js';
import { AccountType } from '../customer/account-type.js';
import { customers } from '../customer/schema.js';
import { sendMessage } from '../message/service.js';
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

/** The officials' queue: oldest first, with the applicant's public identity. */
export async function reviewQueue(
  db: Db,
  filter: { kind?: Kind | undefined; status: ApplicationStatus },
  page: PageRequest,
) {
  const where = and(
    eq(verifications.status, filter.status),
    filter.kind ? eq(verifications.kind, filter.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        application: verifications,
        id: customers.id,
        nickname: customers.nickname,
        type: customers.type,
      })
      .from(verifications)
      .innerJoin(customers, eq(customers.id, verifications.customerId))
      .where(where)
      .orderBy(asc(verifications.createdAt), asc(verifications.id))
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(verifications).where(where),
  ]);
  const records = rows.map((r) => ({
    ...toApplicationDto(r.application),
    applicant: { id: String(r.id), nickname: r.nickname, type: r.type },
  }));
  return toPage(records, total?.n ?? 0, page);
}

type Decision = { approve: true } | { approve: false; reason: string };

/**
 * What an approval grants: a real name makes a type-1 customer verified (type 2) under the reviewed name;
 * creator and organisation set type 3 or 4.
 */
async function grant(tx: Db, row: Row, now: Date): Promise<void> {
  if (row.kind === 'realname') {
    await tx
      .update(customers)
      .set({ type: AccountType.REAL_NAME, realName: String(row.payload.name), updatedAt: now })
      .where(and(eq(customers.id, row.customerId), eq(customers.type, AccountType.UNVERIFIED)));
    return;
  }
  await tx
    .update(customers)
    .set({ type: APPROVED_TYPE[row.kind as 'creator' | 'org'], updatedAt: now })
    .where(eq(customers.id, row.customerId));
}

/**
 * Approves (type → 2, 3 or 4) or rejects a pending application and tells the applicant: one transaction.
 * The move is conditional on the application still being under review, so of two officials deciding it at
 * once one wins and the other gets 409; approving a real name whose ID number another account verified in
 * the meantime trips the unique index: 409 idInUse, and nothing is written.
 */
export async function decide(
  db: Db,
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
        await sendMessage(tx, row.customerId, 'reviewApproved', { kind: row.kind });
      } else {
        await sendMessage(tx, row.customerId, 'reviewRejected', { kind: row.kind, reason: decision.reason });
      }
      return toApplicationDto(decided);
    });
  return withUniqueRules(write, IDENTITY_RULES);
}
