import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { offsetOf, type PageRequest, toPage } from '../../lib/paging.js';
import { findById } from './queries.js';
import { customers } from './schema.js';
import type { CustomerDto, UpdateInput } from './validators.js';

function maskPhone(phone: string | null): string | null {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : null;
}

function maskName(name: string | null): string | null {
  if (!name) return null;
  const chars = [...name];
  return chars.length <= 1 ? name : `${'*'.repeat(chars.length - 1)}${chars.at(-1)}`;
}

function toDto(row: typeof customers.$inferSelect): CustomerDto {
  return {
    id: String(row.id),
    user_id: String(row.id),
    type: row.type,
    nickname: row.nickname,
    avatarUrl: row.avatarUrl,
    bio: row.bio,
    gender: row.gender,
    birthday: row.birthday,
    phone: maskPhone(row.phone),
    realName: maskName(row.realName),
    invitationCode: row.invitationCode,
    inviterId: row.inviterId === null ? null : String(row.inviterId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Own profile only: asking for anyone else's id is the same 404 as an unknown id. */
export async function getOwnDetail(db: Db, userId: number, askedId: number): Promise<CustomerDto> {
  if (askedId !== userId) throw new NotFoundError();
  const [row] = await findById(db, userId);
  if (!row) throw new NotFoundError();
  return toDto(row);
}

export async function updateProfile(db: Db, userId: number, input: UpdateInput): Promise<CustomerDto> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (changes.avatarUrl !== undefined) Object.assign(changes, { avatarWidth: null, avatarHeight: null });
  const [row] = await db
    .update(customers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(customers.id, userId))
    .returning();
  if (!row) throw new NotFoundError();
  return toDto(row);
}

export async function listInvitees(db: Db, userId: number, page: PageRequest) {
  const where = eq(customers.inviterId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: customers.id,
        nickname: customers.nickname,
        avatarUrl: customers.avatarUrl,
        at: customers.createdAt,
      })
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  const records = rows.map((r) => ({
    id: String(r.id),
    nickname: r.nickname,
    avatarUrl: r.avatarUrl,
    joinedAt: r.at.toISOString(),
  }));
  return toPage(records, total?.n ?? 0, page);
}
