// The demo data's money adds up (decision 0027 §5): 林晚's settled orders are paid out to her card, and for
// every demo order — after a sweep far past every window — a settlement exists exactly when the order is
// completed with nothing still open, and net + commission + refunded equals what the buyer paid (an auction
// order's total plus its applied deposit: decision 0028 §3).
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { customers } from '../../modules/customer/schema.js';
import { createSession } from '../../modules/session/service.js';
import type { PayoutDto, SettlementDto } from '../../modules/settlement/dto.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { settlementCall, sweepLater } from '../../test/settlement-helpers.js';

type Page<T> = { records: T[]; total: number };

type OrderMoney = {
  id: string;
  status: number;
  total_fen: string;
  open: boolean;
  refunded: string;
  gross_fen: string | null;
  refunded_fen: string | null;
  commission_fen: string | null;
  net_fen: string | null;
};

describeOnDrivers('demo settlements', (use) => {
  it('林晚 has settled orders paid out to her default card', async () => {
    const [linWan] = await use()
      .db.select({ id: customers.id })
      .from(customers)
      .where(eq(customers.openid, 'o-demo-verified'));
    const token = (await createSession(use().db, linWan?.id ?? 0)).access_token;
    const settled = await settlementCall<Page<SettlementDto>>(use, token, 'list?status=paid');
    expect(settled.body.data.total).toBeGreaterThanOrEqual(2);
    const payouts = await settlementCall<Page<PayoutDto>>(use, token, 'payouts');
    expect(payouts.body.data.records[0]).toMatchObject({
      status: 'paid',
      maskedCard: '**** **** **** 1234',
      amountFen: settled.body.data.records.reduce((sum, r) => sum + r.netFen, 0),
    });
  });

  it('every demo order: settled exactly when completed with nothing open, and the money adds up', async () => {
    await sweepLater(use, 60);
    const result = (await use().db.execute(sql`
      select o.id, o.status, o.total_fen + o.deposit_fen as total_fen,
             exists (select 1 from after_sales a where a.order_id = o.id and a.status in (0, 1, 2))
               or exists (select 1 from refunds r where r.order_id = o.id and r.status <> 1) as open,
             coalesce((select sum(amount_fen) from refunds r where r.order_id = o.id and r.status = 1), 0) as refunded,
             s.gross_fen, s.refunded_fen, s.commission_fen, s.net_fen
      from orders o left join settlements s on s.order_id = o.id
      order by o.id`)) as unknown as { rows: OrderMoney[] };
    expect(result.rows.length).toBeGreaterThan(10);
    for (const order of result.rows) {
      const settleable = Number(order.status) === 3 && !order.open;
      expect([order.id, order.gross_fen !== null]).toEqual([order.id, settleable]);
      if (!settleable) continue;
      const [net, commission, refunded] = [order.net_fen, order.commission_fen, order.refunded_fen].map(
        Number,
      );
      expect(Number(order.gross_fen)).toBe(Number(order.total_fen));
      expect(refunded).toBe(Number(order.refunded));
      expect((net ?? 0) + (commission ?? 0) + (refunded ?? 0)).toBe(Number(order.total_fen));
    }
  });
});
