// A checkout of works (decision 0023) in a transaction under locks: a buyer never pays twice for one work,
// and that rule reads the buyer's orders, which a claim's one statement could not hold still (two checkouts of
// the same work by one buyer would each find no other). So the cart lines, then the works in id order, are
// locked before pricing; the ownership checks and the editions' reservation run under those locks, and the
// writes (checkout-write.ts) as one statement before the commit.
import type { Db } from '../../db/client.js';
import { StatementBuilder } from '../../db/statement.js';
import type { Lang } from '../../lib/lang.js';
import { CartItemKind } from '../cart/schema.js';
import { lockWorks } from '../work/service.js';
import type { CreateCheckoutInput } from './checkout-input.js';
import { wantedLines } from './checkout-input.js';
import { price } from './checkout-preview.js';
import { refusal, refuseOtherTotal, refuseUnbuyable } from './checkout-refusals.js';
import { addCheckoutWrites, type Placed, placedOf, runCheckoutStatement } from './checkout-write.js';
import type { OrderContext } from './context.js';
import { refuseOwnedWorks, reserveEditions } from './editions.js';
import { allocateIds } from './order-ids.js';

export async function placeWorkOrders(
  tx: Db,
  ctx: OrderContext,
  lang: Lang,
  userId: number,
  input: CreateCheckoutInput,
): Promise<Placed> {
  const kind = CartItemKind.OPUS;
  // The cart lines are locked first: the same cart checked out twice at once goes one after the other.
  const lines = await wantedLines(tx, lang, userId, input, true);
  // Works in id order, so two checkouts sharing works lock them in the same order: no deadlock.
  await lockWorks(
    tx,
    [...new Set(lines.map((line) => line.goodsId))].sort((a, b) => a - b),
  );
  const priced = await price(tx, lang, input, lines, null, { rules: [] });
  refuseUnbuyable(userId, kind, priced);
  await refuseOwnedWorks(tx, userId, priced);
  refuseOtherTotal(lang, input, priced);
  await reserveEditions(tx, priced, (line) =>
    refusal(
      'order.soldOut',
      [{ goodsId: line.goods.id, code: 'SOLD_OUT', goods: line.goods, quantity: 1 }],
      kind,
    ),
  );
  const ids = await allocateIds(tx, priced.sellers.length, true);
  if (ids.paymentId === null) throw new Error('no payment id');
  const write = {
    userId,
    input,
    kind,
    address: null,
    priced,
    orderIds: ids.orders,
    paymentId: ids.paymentId,
  };
  const statement = await addCheckoutWrites(new StatementBuilder(), ctx, lang, write, 'true');
  return placedOf(await runCheckoutStatement(tx, statement), statement, priced);
}
