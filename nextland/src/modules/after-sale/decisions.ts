// The steps after a request: the seller approves, rejects or confirms the return's receipt; the buyer
// withdraws or ships the return; the clock approves for a seller who did not answer. Each is one transaction
// that locks the order, then the request (as the request itself did), makes one move and writes its refund
// and jobs together.
import type { CarrierCode } from '@nextland/rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { addresses } from '../address/schema.js';
import { enqueueAll, type OutboxJob } from '../jobs/enqueue.js';
import { orders } from '../order/schema.js';
import type { OrderContext, OrderRow } from '../order/service.js';
import { announceStep } from './effects.js';
import { type AfterSaleMove, moveAfterSale, refundAfterSale } from './moves.js';
import { type AfterSaleViewer, ownAfterSale } from './queries.js';
import { afterSales } from './schema.js';
import {
  AfterSaleActor,
  AfterSaleStatus,
  AfterSaleType,
  afterSaleMachine,
  SELLER_ANSWER_SECONDS,
} from './status.js';
import type { AfterSaleRow } from './view.js';

type Decision = { move: AfterSaleMove; refund: boolean };
type Step = (tx: Db, order: OrderRow, row: AfterSaleRow) => Promise<Decision>;

/** Locks the order, then the request; makes the step's move, its refund when it refunds, and its jobs. */
async function step(
  db: Db,
  ctx: OrderContext,
  find: (tx: Db, lock: boolean) => Promise<AfterSaleRow>,
  decide: Step,
) {
  await db.transaction(async (tx) => {
    const found = await find(tx, false);
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    if (!order) throw new NotFoundError();
    const row = await find(tx, true);
    const { move, refund } = await decide(tx, order, row);
    const moved = await moveAfterSale(tx, row, move);
    const jobs: OutboxJob[] = refund ? await refundAfterSale(tx, order, moved) : [];
    jobs.push(...announceStep(ctx, moved, order.orderNumber, move.actor));
    if (ctx.outbox) await enqueueAll(tx, jobs);
  });
}

const own = (viewer: AfterSaleViewer, id: string) => (tx: Db, lock: boolean) =>
  ownAfterSale(tx, viewer, id, lock);

/** The return address: one of the seller's addresses, copied onto the request. */
async function returnAddress(tx: Db, sellerId: number, addressId: string | undefined, lang: Lang) {
  if (addressId === undefined) {
    throw new ValidationError([{ field: 'addressId', message: t(lang, 'afterSale.returnAddressRequired') }]);
  }
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, parseId(addressId) ?? 0), eq(addresses.customerId, sellerId)));
  if (!address) throw new NotFoundError();
  return snapshot(address);
}

function snapshot(address: typeof addresses.$inferSelect): Partial<typeof afterSales.$inferInsert> {
  return {
    returnRecipientName: address.recipientName,
    returnPhone: address.phone,
    returnProvinceCode: address.provinceCode,
    returnCity: address.city,
    returnDistrict: address.district,
    returnStreet: address.street,
    returnPostcode: address.postcode,
  };
}

export function approve(
  db: Db,
  ctx: OrderContext,
  lang: Lang,
  sellerId: number,
  id: string,
  addressId?: string,
) {
  return step(
    db,
    ctx,
    own({ id: sellerId, role: 'seller' }, id),
    async (tx, _order, row): Promise<Decision> => {
      if (row.type === AfterSaleType.REFUND_ONLY) {
        return {
          move: {
            to: AfterSaleStatus.REFUNDED,
            actor: AfterSaleActor.SELLER,
            note: 'afterSale.note.approvedRefund',
            params: { amountFen: String(row.requestedFen) },
            onlyFrom: AfterSaleStatus.AWAITING_SELLER,
          },
          refund: true,
        };
      }
      // A request no longer awaiting the seller is a 409 before the address is looked at.
      afterSaleMachine.assertMove(row.status, AfterSaleStatus.AWAITING_RETURN);
      const set = await returnAddress(tx, sellerId, addressId, lang);
      return {
        move: {
          to: AfterSaleStatus.AWAITING_RETURN,
          actor: AfterSaleActor.SELLER,
          note: 'afterSale.note.approvedReturn',
          set,
        },
        refund: false,
      };
    },
  );
}

export function reject(db: Db, ctx: OrderContext, sellerId: number, id: string, reason: string) {
  return step(db, ctx, own({ id: sellerId, role: 'seller' }, id), async () => ({
    move: {
      to: AfterSaleStatus.REJECTED,
      actor: AfterSaleActor.SELLER,
      note: 'afterSale.note.rejected',
      params: { reason },
      set: { rejectReason: reason },
    },
    refund: false,
  }));
}

/** The seller has the return back: 2 → 3, refunded. */
export function confirmReturn(db: Db, ctx: OrderContext, sellerId: number, id: string) {
  return step(db, ctx, own({ id: sellerId, role: 'seller' }, id), async (_tx, _order, row) => ({
    move: {
      to: AfterSaleStatus.REFUNDED,
      actor: AfterSaleActor.SELLER,
      note: 'afterSale.note.received',
      params: { amountFen: String(row.requestedFen) },
      onlyFrom: AfterSaleStatus.AWAITING_RECEIPT,
    },
    refund: true,
  }));
}

export function withdraw(db: Db, ctx: OrderContext, buyerId: number, id: string) {
  return step(db, ctx, own({ id: buyerId, role: 'buyer' }, id), async () => ({
    move: { to: AfterSaleStatus.WITHDRAWN, actor: AfterSaleActor.BUYER, note: 'afterSale.note.withdrawn' },
    refund: false,
  }));
}

export function shipReturn(
  db: Db,
  ctx: OrderContext,
  buyerId: number,
  id: string,
  shipment: { carrierCode: CarrierCode; trackingNumber: string },
) {
  return step(db, ctx, own({ id: buyerId, role: 'buyer' }, id), async () => ({
    move: {
      to: AfterSaleStatus.AWAITING_RECEIPT,
      actor: AfterSaleActor.BUYER,
      note: 'afterSale.note.returnShipped',
      params: { carrier: shipment.carrierCode, trackingNumber: shipment.trackingNumber },
      set: { returnCarrierCode: shipment.carrierCode, returnTrackingNumber: shipment.trackingNumber },
    },
    refund: false,
  }));
}

/**
 * The seller let the deadline pass: a refund only is refunded; a return is approved to the seller's default
 * address, or, when the seller has none to give, refunded without a return (the buyer is not kept waiting on
 * a seller who does not answer). A request already answered is the move's 409, which the job swallows.
 */
export function autoApprove(db: Db, ctx: OrderContext, afterSaleId: number) {
  const days = String(Math.round(SELLER_ANSWER_SECONDS / 86_400));
  const find = async (tx: Db, lock: boolean) => {
    const query = tx.select().from(afterSales).where(eq(afterSales.id, afterSaleId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new NotFoundError();
    return row;
  };
  return step(db, ctx, find, async (tx, _order, row): Promise<Decision> => {
    const onlyFrom = AfterSaleStatus.AWAITING_SELLER;
    const [address] =
      row.type === AfterSaleType.RETURN_AND_REFUND
        ? await tx
            .select()
            .from(addresses)
            .where(and(eq(addresses.customerId, row.sellerId), eq(addresses.isDefault, true)))
        : [];
    if (address) {
      return {
        move: {
          to: AfterSaleStatus.AWAITING_RETURN,
          actor: AfterSaleActor.SYSTEM,
          note: 'afterSale.note.autoApprovedReturn',
          params: { days },
          set: snapshot(address),
          onlyFrom,
        },
        refund: false,
      };
    }
    return {
      move: {
        to: AfterSaleStatus.REFUNDED,
        actor: AfterSaleActor.SYSTEM,
        note: 'afterSale.note.autoApprovedRefund',
        params: { days, amountFen: String(row.requestedFen) },
        onlyFrom,
      },
      refund: true,
    };
  });
}
