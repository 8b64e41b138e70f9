// The public live event of a lot (decision 0028 §4): `auction.updated` on topic `lot:<goodsId>`, written to the
// outbox by the bid transaction and by the open and close timers, so it is published exactly when the change
// committed. It carries what the public lot view shows and nothing more.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../customer/schema.js';
import type { DomainEvent } from '../events/dto.js';
import { publicEventJob } from '../events/service.js';
import { enqueueAll, type OutboxJob } from '../jobs/enqueue.js';
import type { LotRow } from './lot-state.js';
import { lotStateOf } from './lot-state.js';
import { minimumNext, reserveMet } from './resolve.js';
import { maskNickname } from './view.js';

export type AuctionEvent = Extract<DomainEvent, { type: 'auction.updated' }>;
type AuctionEventData = AuctionEvent['data'];
export type AuctionEventBid = AuctionEventData['bids'][number];

/** The topic every watcher of the lot of `goodsId` subscribes to. */
export const lotTopic = (goodsId: number | string) => `lot:${goodsId}`;

/**
 * The event for `lot` as it stands after the change (the row as written), with `leader` already masked and
 * `bids` the history rows the change added, newest first.
 */
export function auctionEvent(
  lot: LotRow,
  cause: AuctionEventData['cause'],
  leader: string | null,
  bids: AuctionEventBid[],
): AuctionEvent {
  const state = lotStateOf(lot);
  return {
    id: randomUUID(),
    type: 'auction.updated',
    userId: 0,
    topic: lotTopic(lot.goodsId),
    occurredAt: new Date().toISOString(),
    data: {
      lotId: String(lot.id),
      goodsId: String(lot.goodsId),
      cause,
      seq: lot.seq,
      priceFen: lot.currentPrice,
      minimumNextFen: minimumNext(state),
      bidCount: lot.bidCount,
      endsAt: lot.endsAt.toISOString(),
      status: lot.status,
      reserveMet: reserveMet(state),
      leader,
      lastBid: bids[0] ?? null,
      bids,
    },
  };
}

/** The outbox job publishing `event` (pass to `enqueueAll`: one statement with its notification). */
export const auctionEventJob = (event: AuctionEvent): OutboxJob => publicEventJob(event);

/** The timers' event (opened, closed): the lot as written, its leader's masked name looked up. */
export async function publishLotChange(tx: Db, lot: LotRow, cause: 'opened' | 'closed'): Promise<void> {
  await enqueueAll(tx, [await lotChangeJob(tx, lot, cause)]);
}

/** As publishLotChange, for a caller that writes its jobs together (the close). */
export async function lotChangeJob(tx: Db, lot: LotRow, cause: 'opened' | 'closed'): Promise<OutboxJob> {
  let leader: string | null = null;
  if (lot.leaderId !== null) {
    const [found] = await tx
      .select({ nickname: customers.nickname })
      .from(customers)
      .where(eq(customers.id, lot.leaderId));
    leader = found ? maskNickname(found.nickname) : null;
  }
  return auctionEventJob(auctionEvent(lot, cause, leader, []));
}
