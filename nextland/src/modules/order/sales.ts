// Goods' sales counts (shown on cards, and a third of `popularity`) count units paid for: they move when an
// order's payment arrives, in the payment's transaction, so a duplicate notification cannot count twice.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** One statement for all the orders a payment moved (goods lines only: a work's line has no goods). */
export async function countSales(tx: Db, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(sql`
    update goods set sales_count = goods.sales_count + sold.units
    from (select goods_id, sum(quantity)::int as units from order_lines
          where order_id in (${sql.join(orderIds, sql`, `)}) group by goods_id) as sold
    where goods.id = sold.goods_id`);
}
