import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { hmacHex } from '../../lib/tokens.js';
import { isVerified } from '../customer/account-type.js';
import { customers } from '../customer/schema.js';
import { findById } from '../customer/service.js';
import type { SessionUser } from '../session/service.js';
import { bankCards } from './schema.js';
import type { AddCardInput } from './validators.js';

type CardRow = typeof bankCards.$inferSelect;

function toDto(row: CardRow) {
  return {
    id: String(row.id),
    last4: row.last4,
    maskedNumber: `**** **** **** ${row.last4}`,
    holderName: row.holderName,
    bankName: row.bankName,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

function normaliseName(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
}

/**
 * The card holder is the verified real name. The site shows that name only masked, so nobody is asked to type
 * it: without `holderName` the user confirms the card is theirs (`holderConfirmed`) and the verified name is
 * used; a typed `holderName` (older clients) must still equal it.
 */
function holderOf(lang: Lang, realName: string | null, input: AddCardInput): string {
  if (!realName) throw new AppError(403, 'card.notVerified');
  if (input.holderName === undefined) {
    if (input.holderConfirmed !== true) {
      throw new ValidationError([{ field: 'holderConfirmed', message: t(lang, 'card.holderConfirm') }]);
    }
    return realName;
  }
  if (normaliseName(realName) !== normaliseName(input.holderName)) {
    throw new ValidationError([{ field: 'holderName', message: t(lang, 'card.holder') }]);
  }
  return realName;
}

/** Real-name verified users only; the holder is the verified name. The first card becomes default. */
export async function addCard(db: Db, secret: string, lang: Lang, user: SessionUser, input: AddCardInput) {
  if (!isVerified(user.type)) throw new AppError(403, 'card.notVerified');
  const [customer] = await findById(db, user.id);
  const holderName = holderOf(lang, customer?.realName ?? null, input);
  // Keyed so the stored value cannot be reversed by hashing every possible card number.
  const fingerprint = hmacHex(secret, `card:${input.cardNumber}`);
  return db.transaction(async (tx) => {
    await lockCustomerCards(tx, user.id);
    const own = await tx.select().from(bankCards).where(eq(bankCards.customerId, user.id));
    if (own.some((card) => card.fingerprint === fingerprint)) {
      throw new ValidationError([{ field: 'cardNumber', message: t(lang, 'card.duplicate') }]);
    }
    const isDefault = input.isDefault === true || own.length === 0;
    if (isDefault)
      await tx.update(bankCards).set({ isDefault: false }).where(eq(bankCards.customerId, user.id));
    const [row] = await tx
      .insert(bankCards)
      .values({
        customerId: user.id,
        last4: input.cardNumber.slice(-4),
        fingerprint,
        holderName,
        bankName: input.bankName,
        isDefault,
      })
      .returning();
    return toDto(row as CardRow);
  });
}

export async function listCards(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(bankCards)
    .where(eq(bankCards.customerId, userId))
    .orderBy(desc(bankCards.isDefault), asc(bankCards.id));
  return rows.map(toDto);
}

/**
 * Every change to a customer's cards takes the customer row's lock first, so they run one after another:
 * two "set default" requests cannot deadlock or interleave, and two first cards added at once do not both
 * become default. The partial unique index `bank_cards_one_default_idx` is the backstop.
 */
async function lockCustomerCards(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, userId)).for('update');
}

/** Call holding lockCustomerCards. */
async function ownCard(tx: Db, userId: number, id: number | null): Promise<CardRow> {
  if (id === null) throw new NotFoundError();
  const [row] = await tx
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, id), eq(bankCards.customerId, userId)));
  if (!row) throw new NotFoundError();
  return row;
}

/** One transaction: the old default is cleared before the new one is set, so the index never sees two. */
export async function setDefaultCard(db: Db, userId: number, id: number | null) {
  await db.transaction(async (tx) => {
    await lockCustomerCards(tx, userId);
    const card = await ownCard(tx, userId, id);
    if (card.isDefault) return;
    await tx
      .update(bankCards)
      .set({ isDefault: false })
      .where(and(eq(bankCards.customerId, userId), eq(bankCards.isDefault, true)));
    await tx.update(bankCards).set({ isDefault: true }).where(eq(bankCards.id, card.id));
  });
}

/** Deleting the default card promotes the oldest remaining one, so payouts always have a target. */
export async function deleteCard(db: Db, userId: number, id: number | null) {
  await db.transaction(async (tx) => {
    await lockCustomerCards(tx, userId);
    const card = await ownCard(tx, userId, id);
    await tx.delete(bankCards).where(eq(bankCards.id, card.id));
    if (!card.isDefault) return;
    const [next] = await tx
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(eq(bankCards.customerId, userId))
      .orderBy(asc(bankCards.id))
      .limit(1);
    if (next) await tx.update(bankCards).set({ isDefault: true }).where(eq(bankCards.id, next.id));
  });
}
