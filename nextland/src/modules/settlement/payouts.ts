// Batching (decision 0027 §5): each seller's settlements that no payout has taken become one payout to the
// seller's default bank card, in one statement, so the payout's amount is exactly the sum of the rows it
// took. A seller without a default card keeps their settlements waiting and is told once (payout_card_notices).
// One transaction under an advisory lock: two sweeps never batch at once.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { formatMoney } from '../../lib/money.js';
import type { SettlementContext } from './context.js';
import { notify } from './notify.js';
import { type PayoutJob, payoutSendQueue } from './queues.js';

/** pg_advisory_xact_lock key of the batching step. */
const BATCH_LOCK = 27_005;

type Made = { id: string | number; seller_id: string | number; amount_fen: string | number };
type Waiting = { seller_id: string | number; amount_fen: string | number };

export async function batchPayouts(db: Db, ctx: SettlementContext): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BATCH_LOCK})`);
    const made = (await tx.execute(sql`
      with picked as (
        select s.id, s.seller_id, s.net_fen from settlements s
        where s.payout_id is null
          and exists (select 1 from bank_cards c where c.customer_id = s.seller_id and c.is_default)
      ), sums as (
        select seller_id, sum(net_fen)::bigint as amount from picked group by seller_id having sum(net_fen) > 0
      ), made as (
        insert into payouts (seller_id, amount_fen, bank_card_id, masked_card, bank_name, payout_key)
        select u.seller_id, u.amount, c.id, '**** **** **** ' || c.last4, c.bank_name,
               'po-' || replace(gen_random_uuid()::text, '-', '')
        from sums u join bank_cards c on c.customer_id = u.seller_id and c.is_default
        returning id, seller_id, amount_fen
      ), linked as (
        update settlements s set payout_id = m.id
        from made m, picked p
        where s.id = p.id and p.seller_id = m.seller_id
        returning s.id
      )
      select m.id, m.seller_id, m.amount_fen, (select count(*) from linked) as linked from made m`)) as unknown as {
      rows: Made[];
    };
    const payoutIds = made.rows.map((row) => Number(row.id));
    if (payoutIds.length > 0) {
      await tx.execute(sql`delete from payout_card_notices where seller_id in (
        select seller_id from payouts where id in (${sql.join(payoutIds, sql`, `)}))`);
    }
    const waiting = (await tx.execute(sql`
      with waiting as (
        select s.seller_id, sum(s.net_fen)::bigint as amount_fen from settlements s
        where s.payout_id is null
          and not exists (select 1 from bank_cards c where c.customer_id = s.seller_id and c.is_default)
        group by s.seller_id
      ), told as (
        insert into payout_card_notices (seller_id) select seller_id from waiting
        on conflict (seller_id) do nothing
        returning seller_id
      )
      select w.seller_id, w.amount_fen from waiting w join told t on t.seller_id = w.seller_id`)) as unknown as {
      rows: Waiting[];
    };
    const jobs = payoutIds.map((payoutId) => {
      const data: PayoutJob = { payoutId };
      return { name: payoutSendQueue.name, data };
    });
    await notify(
      tx,
      ctx,
      waiting.rows.map((row) => ({
        customerId: Number(row.seller_id),
        kind: 'settlementNoCard' as const,
        params: { amount: formatMoney(Number(row.amount_fen), 'zh-cn') },
      })),
      ctx.outbox ? jobs : [],
    );
    return payoutIds;
  });
}
