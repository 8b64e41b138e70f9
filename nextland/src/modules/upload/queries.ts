import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from './schema.js';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Db, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row as UploadRow;
}

export async function findUpload(db: Db, id: number): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** Which of `ids` are identity uploads of `ownerId`. */
export async function ownedIdentityIds(db: Db, ownerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, ownerId), eq(uploads.purpose, 'identity')));
  return new Set(rows.map((r) => r.id));
}

/** A public upload of `ownerId` stored under `storageKey`, if any. */
export async function findOwnPublicUpload(
  db: Db,
  ownerId: number,
  storageKey: string,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(eq(uploads.storageKey, storageKey), eq(uploads.ownerId, ownerId), eq(uploads.visibility, 'public')),
    );
  return row;
}
