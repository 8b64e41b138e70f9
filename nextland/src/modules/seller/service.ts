import type { Db } from '../../db/client.js';
import { findPublicProfiles } from './queries.js';
import type { SellerDto } from './validators.js';

/** Sellers in the order asked for (what a DataLoader expects); unknown ids are left out. */
export async function getSellers(db: Db, ids: number[]): Promise<SellerDto[]> {
  const rows = await findPublicProfiles(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const avatar = row.avatarUrl
      ? {
          url: row.avatarUrl,
          width: row.avatarWidth ?? 256,
          height: row.avatarHeight ?? 256,
          alt: row.nickname,
        }
      : null;
    return [{ id: String(row.id), nickname: row.nickname, avatar, bio: row.bio, type: row.type }];
  });
}
