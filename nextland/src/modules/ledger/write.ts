// Every write of the ledger (issue 26). Each step of the purchase pipeline that moves a seller's money calls
// one of these in its own transaction: the entry commits with the change it records, or not at all. Keys make
// them idempotent (`on conflict do nothing`), so a repeated notification, job or sweep adds nothing.
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { sqlNames } from '../../db/statement.js';
import { transitionAll } from '../../lib/state-machine.js';
import { ledgerEntries } from './schema.js';
import { LedgerStatus, ledgerMachine } from './status.js';

/** Income a purchase kind reports for a fulfilled payment: what the buyer paid the seller for `subjectId`. */
export type IncomeLine = { sellerId: number; subject: string; subjectId: number; amountFen: number };

/** Subjects by purpose: `{ order: [12, 13], deposit: [4] }`. */
export type Subjects = Readonly<Record<string, readonly number[]>>;

/** A sale per line, pending until a settlement covers it (`sale-<subject>-<id>`). */
export async function recordSales(tx: Db, lines: readonly IncomeLine[]): Promise<void> {
  const rows = lines
    .filter((line) => line.amountFen > 0)
    .map((line) => ({
      sellerId: line.sellerId,
      kind: 'sale' as const,
      subject: line.subject,
      subjectId: line.subjectId,
      amountFen: line.amountFen,
      entryKey: `sale-${line.subject}-${line.subjectId}`,
    }));
  if (rows.length > 0) await tx.insert(ledgerEntries).values(rows).onConflictDoNothing();
}

/**
 * A refund that succeeded takes from its subject's sale (`refund-<refund id>`). Only a subject the ledger
 * sold: an order cancelled before its payment arrived was never income, and its refund is no entry.
 */
export async function recordRefund(
  tx: Db,
  refund: { refundId: number; subject: string; subjectId: number; amountFen: number },
): Promise<void> {
  // Column names from the schema (a renamed column fails typecheck here, not at run time).
  const sale = alias(ledgerEntries, 'sale');
  const n = sqlNames(ledgerEntries);
  const columns = [n.sellerId, n.kind, n.subject, n.subjectId, n.amountFen, n.status, n.entryKey].join(', ');
  await tx.execute(sql`
    insert into ${ledgerEntries} (${sql.raw(columns)})
    select ${sale.sellerId}, 'refund', ${sale.subject}, ${sale.subjectId}, ${-refund.amountFen}::bigint,
           ${sale.status}, ${`refund-${refund.refundId}`}
    from ${ledgerEntries} as ${sql.identifier('sale')}
    where ${sale.entryKey} = ${`sale-${refund.subject}-${refund.subjectId}`}
    on conflict (${sql.raw(n.entryKey)}) do nothing`);
}

export type Covered = { subject: string; subjectId: number; sellerId: number; commissionFen: number };

/**
 * A settlement now covers these subjects: their entries become available, and the platform's commission is
 * recorded beside them (`commission-<subject>-<id>`, available at once).
 */
export async function makeAvailable(tx: Db, covered: readonly Covered[]): Promise<void> {
  if (covered.length === 0) return;
  await transitionAll(tx, ledgerMachine, ledgerEntries, {
    from: LedgerStatus.PENDING,
    to: LedgerStatus.AVAILABLE,
    where: subjectsWhere(bySubject(covered)),
    set: { updatedAt: sql`now()` },
  });
  const commissions = covered.filter((c) => c.commissionFen > 0).map(commissionEntry);
  // In slices: one statement's parameters stay well under PostgreSQL's 65,535 for a sweep batch of 5,000.
  for (let i = 0; i < commissions.length; i += 2_000) {
    await tx
      .insert(ledgerEntries)
      .values(commissions.slice(i, i + 2_000))
      .onConflictDoNothing();
  }
}

/**
 * A deposit the seller keeps: the forfeit and its commission, available at once (the forfeit is settled when it
 * happens).
 */
export async function recordForfeit(
  tx: Db,
  forfeit: { sellerId: number; subject: string; subjectId: number; amountFen: number; commissionFen: number },
): Promise<void> {
  const { sellerId, subject, subjectId } = forfeit;
  const rows: (typeof ledgerEntries.$inferInsert)[] = [
    {
      sellerId,
      kind: 'forfeit',
      subject,
      subjectId,
      amountFen: forfeit.amountFen,
      status: LedgerStatus.AVAILABLE,
      entryKey: `forfeit-${subject}-${subjectId}`,
    },
  ];
  if (forfeit.commissionFen > 0) rows.push(commissionEntry(forfeit));
  await tx.insert(ledgerEntries).values(rows).onConflictDoNothing();
}

/** The payout that took these subjects' settlements was paid: their entries are settled. */
export async function settleSubjects(tx: Db, subjects: Subjects): Promise<void> {
  const where = subjectsWhere(subjects);
  if (!where) return;
  await transitionAll(tx, ledgerMachine, ledgerEntries, {
    from: LedgerStatus.AVAILABLE,
    to: LedgerStatus.SETTLED,
    where,
    set: { updatedAt: sql`now()` },
  });
}

/** The platform's commission on a settled subject, available with it (`commission-<subject>-<id>`). */
function commissionEntry(c: Covered) {
  return {
    sellerId: c.sellerId,
    kind: 'commission' as const,
    subject: c.subject,
    subjectId: c.subjectId,
    amountFen: -c.commissionFen,
    status: LedgerStatus.AVAILABLE,
    entryKey: `commission-${c.subject}-${c.subjectId}`,
  };
}

function bySubject(covered: readonly Covered[]): Subjects {
  const grouped: Record<string, number[]> = {};
  for (const c of covered) {
    const ids = grouped[c.subject] ?? [];
    ids.push(c.subjectId);
    grouped[c.subject] = ids;
  }
  return grouped;
}

function subjectsWhere(subjects: Subjects): SQL | undefined {
  const parts = Object.entries(subjects)
    .filter(([, ids]) => ids.length > 0)
    .map(([subject, ids]) =>
      and(eq(ledgerEntries.subject, subject), inArray(ledgerEntries.subjectId, [...ids])),
    );
  return parts.length === 0 ? undefined : or(...parts);
}
