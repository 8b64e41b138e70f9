// The one locking statement of a checkout of goods (decision 0026): it reserves every line's units and takes
// the lines out of the cart, on condition that nothing it was priced on has changed since the reads before
// the transaction. A claim that finds less than it was priced on is refused and the transaction rolls back;
// the checkout then prices again from fresh reads (checkout.ts).
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { CartItemKind, cartLines } from '../cart/schema.js';
import { goods } from '../goods/schema.js';
import { GoodsStatus, SaleType } from '../goods/status.js';
import type { PricedCheckout, WantedLine } from './pricing.js';

export type Claim = { userId: number; fromCart: boolean; lines: WantedLine[]; priced: PricedCheckout };

/**
 * Goods are locked first, all of them, in id order (`locked`), so two checkouts sharing goods wait for each
 * other instead of deadlocking; the update then re-checks each row as it now stands: on sale at a fixed
 * price, the price the buyer accepted, the units there. The last unit moves the goods to sold out (on sale →
 * sold out, a move goodsMachine allows). A cart's lines are deleted only as they were read: the same
 * quantity and the price the buyer saw, so a cart changed in between (or checked out by a second tab) claims
 * fewer lines than it should.
 */
export async function claimGoods(tx: Db, { userId, fromCart, lines, priced }: Claim): Promise<boolean> {
  const priceOf = priced.sellers.flatMap((seller) => seller.lines).sort((a, b) => a.goods.id - b.goods.id);
  const wanted = sql.join(
    priceOf.map(
      (line) => sql`(${line.goods.id}::bigint, ${line.quantity}::integer, ${line.goods.price}::bigint)`,
    ),
    sql`, `,
  );
  const seen = sql.join(
    lines.map(
      (line) => sql`(${line.goodsId}::bigint, ${line.quantity}::integer, ${line.priceSeenFen ?? 0}::bigint)`,
    ),
    sql`, `,
  );
  const taken = fromCart
    ? sql`delete from ${cartLines} using (values ${seen}) as seen (item_id, quantity, price_seen)
        where ${cartLines.customerId} = ${userId} and ${cartLines.itemKind} = ${CartItemKind.GOODS}
          and ${cartLines.selected} and ${cartLines.itemId} = seen.item_id
          and ${cartLines.quantity} = seen.quantity and ${cartLines.priceSeenFen} = seen.price_seen
        returning ${cartLines.itemId}`
    : sql`select null::bigint where false`;
  const [counts] = await rowsOf<{ reserved: number; taken: number }>(
    tx,
    sql`
    with wanted (id, quantity, price) as (values ${wanted}),
    locked as materialized (
      select ${goods.id} from ${goods} where ${goods.id} in (select id from wanted)
      order by ${goods.id} for update
    ),
    reserved as (
      update ${goods} set
        stock = ${goods.stock} - wanted.quantity,
        status = case when ${goods.stock} = wanted.quantity then ${GoodsStatus.SOLD_OUT}::smallint
          else ${goods.status} end,
        updated_at = now()
      from wanted join locked on locked.id = wanted.id
      where ${goods.id} = wanted.id and ${goods.stock} >= wanted.quantity
        and ${goods.status} = ${GoodsStatus.ON_SALE} and ${goods.saleType} = ${SaleType.FIXED_PRICE}
        and ${goods.price} = wanted.price
      returning ${goods.id}
    ),
    taken as (${taken})
    select (select count(*) from reserved)::integer as reserved, (select count(*) from taken)::integer as taken`,
  );
  return counts?.reserved === priceOf.length && (!fromCart || counts?.taken === lines.length);
}
