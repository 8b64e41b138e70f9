// Goods' sales counts (shown on cards, and a third of `popularity`) count units paid for: they move when an
// order's payment arrives, in the payment's transaction, so a duplicate notification cannot count twice.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export async function countSales(tx: Db, orderId: number): Promise<void> {
  await tx.execute(sql`
    update goods set sales_count = goods.sales_count + sold.units
    from (select goods_id, sum(quantity)::int as units from order_lines
          where order_id = ${orderId} group by goods_id) as sold
    where goods.id = sold.goods_id`);
}
