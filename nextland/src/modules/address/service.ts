import { isRegionCode, LIMITS } from '@nextland/rules';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { customers } from '../customer/schema.js';
import { addresses } from './schema.js';
import type { AddressInput } from './validators.js';

type Row = typeof addresses.$inferSelect;

function toDto(row: Row, lang: Lang) {
  return {
    id: String(row.id),
    recipientName: row.recipientName,
    phone: row.phone,
    provinceCode: row.provinceCode,
    // Only codes are written (the `region` rule); a code outside the catalogue would be shown as itself.
    provinceName: isRegionCode(row.provinceCode) ? t(lang, `region.${row.provinceCode}`) : row.provinceCode,
    city: row.city,
    district: row.district,
    street: row.street,
    postcode: row.postcode,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columnsOf(input: AddressInput) {
  return {
    recipientName: input.recipientName,
    phone: input.phone,
    provinceCode: input.provinceCode,
    city: input.city,
    district: input.district,
    street: input.street,
    postcode: input.postcode ? input.postcode : null,
  };
}

/**
 * Every change to a customer's addresses takes the customer row's lock first, so they run one after another:
 * two "set default" requests cannot interleave, two first addresses added at once do not both become
 * default, and the 20-address limit cannot be passed by adding in parallel. The partial unique index
 * `addresses_one_default_idx` is the backstop.
 */
async function lockCustomerAddresses(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, userId)).for('update');
}

/** Call holding lockCustomerAddresses. Someone else's address is the same 404 as a missing one. */
async function ownAddress(tx: Db, userId: number, id: number | null): Promise<Row> {
  if (id === null) throw new NotFoundError();
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, userId)));
  if (!row) throw new NotFoundError();
  return row;
}

/** Clears the current default (call holding the lock, before setting another: the index never sees two). */
async function clearDefault(tx: Db, userId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.customerId, userId), eq(addresses.isDefault, true)));
}

/** Default first, then newest. */
export async function listAddresses(db: Db, lang: Lang, userId: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map((row) => toDto(row, lang));
}

export async function getAddress(db: Db, lang: Lang, userId: number, id: number | null) {
  if (id === null) throw new NotFoundError();
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, userId)));
  if (!row) throw new NotFoundError();
  return toDto(row, lang);
}

/** At most LIMITS.addresses per customer (409 beyond); the first address is the default. */
export async function createAddress(db: Db, lang: Lang, userId: number, input: AddressInput) {
  return db.transaction(async (tx) => {
    await lockCustomerAddresses(tx, userId);
    const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.customerId, userId));
    const n = held?.n ?? 0;
    if (n >= LIMITS.addresses) throw new ConflictError('address.limit', { max: LIMITS.addresses });
    const isDefault = input.isDefault === true || n === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ customerId: userId, ...columnsOf(input), isDefault })
      .returning();
    return toDto(row as Row, lang);
  });
}

export async function updateAddress(
  db: Db,
  lang: Lang,
  userId: number,
  id: number | null,
  input: AddressInput,
) {
  return db.transaction(async (tx) => {
    await lockCustomerAddresses(tx, userId);
    const current = await ownAddress(tx, userId, id);
    const isDefault = current.isDefault || input.isDefault === true;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(addresses)
      .set({ ...columnsOf(input), isDefault, updatedAt: new Date() })
      .where(eq(addresses.id, current.id))
      .returning();
    return toDto(row as Row, lang);
  });
}

/** One transaction: the old default is cleared before the new one is set. */
export async function setDefaultAddress(db: Db, userId: number, id: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomerAddresses(tx, userId);
    const address = await ownAddress(tx, userId, id);
    if (address.isDefault) return;
    await clearDefault(tx, userId);
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, address.id));
  });
}

/** Deleting the default promotes the most recently added other address, so one default remains. */
export async function deleteAddress(db: Db, userId: number, id: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomerAddresses(tx, userId);
    const address = await ownAddress(tx, userId, id);
    await tx.delete(addresses).where(eq(addresses.id, address.id));
    if (!address.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.customerId, userId), ne(addresses.id, address.id)))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
