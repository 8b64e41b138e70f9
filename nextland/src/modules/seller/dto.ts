import { customers } from '../customer/schema.js';
import type { SellerDto } from './validators.js';

/** Public profile columns only; nothing private leaves a query that selects these. */
export const publicProfileColumns = {
  id: customers.id,
  nickname: customers.nickname,
  avatarUrl: customers.avatarUrl,
  avatarWidth: customers.avatarWidth,
  avatarHeight: customers.avatarHeight,
  bio: customers.bio,
  type: customers.type,
};

/** The public profile columns a seller summary is built from. */
export type PublicProfileRow = Pick<
  typeof customers.$inferSelect,
  'id' | 'nickname' | 'avatarUrl' | 'avatarWidth' | 'avatarHeight' | 'bio' | 'type'
>;

/** Shared by the seller batch and the seller embedded in goods, so both always agree. */
export function toSellerDto(row: PublicProfileRow): SellerDto {
  const avatar = row.avatarUrl
    ? {
        url: row.avatarUrl,
        width: row.avatarWidth ?? 256,
        height: row.avatarHeight ?? 256,
        alt: row.nickname,
      }
    : null;
  return { id: String(row.id), nickname: row.nickname, avatar, bio: row.bio, type: row.type };
}
