// A checkout of goods' first statement, run at once with its read of the cart (checkout-claim.ts): whether its
// idempotency key was already used, the buyer's nickname (for the reply), the delivery address (the one named,
// else the default), the free-shipping rules of the sellers of the goods asked for, and the ids its rows will
// carry (order-ids.ts): a payment's, and one order's per seller, counted as it runs. Nothing is taken for a key
// already used. One statement instead of five at once: each statement on the pool costs this process a
// connection, a write and a read however small it is (decision 0026).

import type { Db } from '../../db/client.js';
import { executeStatement, tableRows } from '../../db/prepared.js';
import { NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import { addresses } from '../address/schema.js';
import { expressEntries } from '../express/schema.js';
import type { AddressRow } from './checkout-input.js';
import { ruleOf } from './checkout-input.js';
import type { AllocatedIds } from './order-ids.js';
import type { NoPostageRule } from './pricing.js';
import { NEXT_ORDER_NUMBER } from './schema.js';

// $1 buyer, $2 key, $3 take ids, $4 goods bought now, $5 from the cart, $6 the address named (null: default).
const START = `with replay as (
  select payment_id from checkouts where customer_id = $1::bigint and idempotency_key = $2::uuid
), take as (
  select $3::boolean and not exists (select 1 from replay) as ids
), sellers as (
  select distinct g.seller_id from goods g
  where g.id = any($4::bigint[])
    or ($5::boolean and g.id in (select c.item_id from cart_lines c
      where c.customer_id = $1::bigint and c.item_kind = 'goods' and c.selected))
)
select (select payment_id from replay) as replay_of,
  (select nickname from customers where id = $1::bigint) as nickname,
  (select to_jsonb(a) from addresses a
    where a.customer_id = $1::bigint and case when $6::bigint is null then a.is_default else a.id = $6::bigint end
  ) as address,
  (select coalesce(jsonb_agg(to_jsonb(e)), '[]'::jsonb) from express_entries e
    where e.customer_id in (select seller_id from sellers)) as rules,
  case when (select ids from take) then (
    select coalesce(jsonb_agg(jsonb_build_array(nextval(pg_get_serial_sequence('orders', 'id')),
      ${NEXT_ORDER_NUMBER}) order by n), '[]'::jsonb)
    from generate_series(1, greatest(1, (select count(*) from sellers))) as n
  ) end as orders,
  case when (select ids from take) then nextval(pg_get_serial_sequence('payments', 'id')) end as payment_id`;

export type CheckoutStart = {
  replayOf: number | null;
  nickname: string;
  address: AddressRow | null;
  rules: NoPostageRule[];
  ids: AllocatedIds | null;
};

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * `goods`: the ids bought now, or the cart's selected lines; `addressId` as asked (another user's, or an
 * unknown one, is a 404); `allocate`: take ids (a checkout's first attempt; later ones keep them).
 */
export async function startGoodsCheckout(
  db: Db,
  userId: number,
  input: { idempotencyKey: string; addressId?: string | undefined },
  goods: { ids: number[] } | 'cart',
  allocate: boolean,
): Promise<CheckoutStart> {
  const addressId = input.addressId === undefined ? null : parseId(input.addressId);
  if (input.addressId !== undefined && addressId === null) throw new NotFoundError();
  const fromCart = goods === 'cart';
  const [row] = await executeStatement(db, 'checkout_start', START, [
    userId,
    input.idempotencyKey,
    allocate,
    fromCart ? [] : goods.ids,
    fromCart,
    addressId,
  ]);
  if (!row) throw new Error('checkout start answered no row');
  const [address] = row.address ? tableRows(addresses, [row.address as Record<string, unknown>]) : [];
  if (addressId !== null && !address) throw new NotFoundError();
  const orders = row.orders as [number | string, string][] | null;
  const paymentId = numberOrNull(row.payment_id);
  return {
    replayOf: numberOrNull(row.replay_of),
    nickname: String(row.nickname ?? ''),
    address: address ?? null,
    rules: tableRows(expressEntries, row.rules as Record<string, unknown>[]).map(ruleOf),
    ids:
      orders === null || paymentId === null
        ? null
        : { orders: orders.map(([id, orderNumber]) => ({ id: Number(id), orderNumber })), paymentId },
  };
}
