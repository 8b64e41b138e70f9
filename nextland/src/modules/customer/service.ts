import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { type TimeCursorPageRequest, timeCursorPage, timeOrdering } from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { offsetOf, type PageRequest, toPage } from '../../lib/paging.js';
import { ownPublicImage, type Storage } from '../upload/service.js';
import { AccountType } from './account-type.js';
import { inviteeList } from './lists.js';
import { findById } from './queries.js';
import { isReservedNickname } from './reserved-nickname.js';
import { customers } from './schema.js';
import type { CustomerDto, UpdateInput } from './validators.js';

// Lookups other modules need (account sign-in, bank cards): they reach the customer table through here.
export { findById, findByInvitationCode, findByUnionid } from './queries.js';
export { isSuspiciousNickname } from './reserved-nickname.js';
// Writes other modules ask for (registration, openid, verification grants): write.ts.
export { createCustomer, grantRealName, raiseAccountType, recordOpenid } from './write.js';

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

/**
 * A nickname that names the platform or its staff is refused (400 on `nickname`); officials are exempt by role,
 * so the seeded "Nextland 官方" keeps its name. The same rule serves every place a nickname is chosen.
 */
export function assertNicknameAllowed(lang: Lang, type: number, nickname: string | undefined): void {
  if (nickname === undefined || type === AccountType.OFFICIAL || !isReservedNickname(nickname)) return;
  throw new ValidationError([{ field: 'nickname', message: t(lang, 'field.nicknameReserved') }]);
}

export type ProfileDeps = { db: Db; storage: Storage };

type Row = typeof customers.$inferSelect;

/**
 * What a new avatar value changes: null clears it, the current value keeps it (the form always sends it), and
 * anything else must be one of the caller's own public uploads (its size comes along); else 400 on the field.
 */
async function avatarChanges(deps: ProfileDeps, lang: Lang, current: Row, url: string | null | undefined) {
  if (url === undefined || url === current.avatarUrl) return {};
  if (url === null) return { avatarUrl: null, avatarWidth: null, avatarHeight: null };
  const upload = await ownPublicImage(deps, current.id, url);
  if (!upload) throw new ValidationError([{ field: 'avatarUrl', message: t(lang, 'field.avatarUrl') }]);
  return { avatarUrl: url, avatarWidth: upload.width, avatarHeight: upload.height };
}

export async function updateProfile(
  deps: ProfileDeps,
  lang: Lang,
  userId: number,
  input: UpdateInput,
): Promise<CustomerDto> {
  const [current] = await findById(deps.db, userId);
  if (!current) throw new NotFoundError();
  assertNicknameAllowed(lang, current.type, input.nickname);
  const { avatarUrl, ...rest } = input;
  const changes = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  const avatar = await avatarChanges(deps, lang, current, avatarUrl);
  const [row] = await deps.db
    .update(customers)
    .set({ ...changes, ...avatar, updatedAt: new Date() })
    .where(eq(customers.id, userId))
    .returning();
  if (!row) throw new NotFoundError();
  return toDto(row);
}

/** An invitee's public face only: never their phone, name or login identity. */
function inviteeSelect(db: Db) {
  return db
    .select({
      id: customers.id,
      nickname: customers.nickname,
      avatarUrl: customers.avatarUrl,
      createdAt: customers.createdAt,
    })
    .from(customers);
}

type InviteeRow = { id: number; nickname: string; avatarUrl: string | null; createdAt: Date };

function toInviteeDto(row: InviteeRow) {
  return {
    id: String(row.id),
    nickname: row.nickname,
    avatarUrl: row.avatarUrl,
    joinedAt: row.createdAt.toISOString(),
  };
}

/** The spec's numbered page (`current`/`size`), with its exact total. */
export async function listInvitees(db: Db, userId: number, page: PageRequest) {
  const where = eq(customers.inviterId, userId);
  const [rows, [total]] = await Promise.all([
    inviteeSelect(db)
      .where(where)
      .orderBy(...timeOrdering(inviteeList))
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return toPage(rows.map(toInviteeDto), total?.n ?? 0, page);
}

/** Keyset paging of the caller's own invitees (the filter is the session's user). */
export function listInviteesByCursor(db: Db, userId: number, { size, after }: TimeCursorPageRequest) {
  return timeCursorPage(db, inviteeList, {
    filter: eq(customers.inviterId, userId),
    after,
    size,
    select: (where, limit) =>
      inviteeSelect(db)
        .where(where)
        .orderBy(...timeOrdering(inviteeList))
        .limit(limit),
    toRecord: toInviteeDto,
  });
}
