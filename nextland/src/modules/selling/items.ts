// The two kinds of item a seller releases and manages (decision 0027): goods and works share status codes
// (docs/domain.md#item-status) and the goods' state machine, so every selling rule is written once over
// either table.
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { transition } from '../../lib/state-machine.js';
import { goods } from '../goods/schema.js';
import { type GoodsStatus, goodsMachine } from '../goods/status.js';
import { works } from '../work/schema.js';

/** As cart lines and reactions name them (decision 0023). */
export type ItemKind = 'goods' | 'opus';

export const itemTables = { goods, opus: works } as const;
export type ItemTable = (typeof itemTables)[ItemKind];

/** The item as its seller sees it: any status, never a deleted one. */
function liveItem(table: ItemTable, id: number): SQL {
  return and(eq(table.id, id), isNull(table.deletedAt)) as SQL;
}

export type OwnItem = {
  id: number;
  sellerId: number;
  status: number;
  title: string;
  categoryId: number | null;
};

/**
 * Locks the caller's own live item for the rest of the transaction. Someone else's, a deleted one and an
 * unknown id are the same 404, so ids cannot be probed.
 */
export async function lockOwnItem(tx: Db, kind: ItemKind, sellerId: number, id: number): Promise<OwnItem> {
  const item = await lockItem(tx, kind, id);
  if (item.sellerId !== sellerId) throw new NotFoundError();
  return item;
}

/** Locks a live item whoever sells it (the officials' review). */
export async function lockItem(tx: Db, kind: ItemKind, id: number): Promise<OwnItem> {
  const table = itemTables[kind];
  const [row] = await tx
    .select({
      id: table.id,
      sellerId: table.sellerId,
      status: table.status,
      title: table.title,
      categoryId: table.categoryId,
    })
    .from(table)
    .where(liveItem(table, id))
    .for('update');
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * A move along goodsMachine of a locked item (409 when illegal, nothing written). `from` narrows the machine
 * for one action: it allows under review → on sale for an approval, which a seller's own release must never
 * make, and draft → on sale for a release, which an approval must never make.
 */
export function moveItem(
  tx: Db,
  kind: ItemKind,
  item: OwnItem,
  to: GoodsStatus,
  from: readonly number[],
  rejectReason?: string | null,
) {
  if (!from.includes(item.status)) {
    const labels = { from: goodsMachine.label(item.status), to: goodsMachine.label(to) };
    if (labels.from === undefined || labels.to === undefined) throw new ConflictError();
    if (item.status === to) throw new ConflictError('state.unchanged', { state: { key: labels.from } });
    throw new ConflictError('state.illegalMove', { from: { key: labels.from }, to: { key: labels.to } });
  }
  const table = itemTables[kind] as typeof goods;
  return transition(tx, goodsMachine, table, {
    id: item.id,
    from: item.status,
    to,
    // A rejection stores its reason, a release clears the last one (undefined: left as it is).
    set: { updatedAt: new Date(), rejectReason },
  });
}
