import type { Db } from '../../db/client.js';
import { toSellerDto } from './dto.js';
import { findPublicProfiles } from './queries.js';
import type { SellerDto } from './validators.js';

/** Sellers in the order asked for (what a DataLoader expects); unknown ids are left out. */
export async function getSellers(db: Db, ids: number[]): Promise<SellerDto[]> {
  const rows = await findPublicProfiles(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSellerDto(row)] : [];
  });
}
