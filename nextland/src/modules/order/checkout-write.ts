// What every checkout writes, as parts of its one statement (db/statement.ts): the payment and its idempotency
// key (the purchase pipeline's rows, purchase/statement.ts), the orders with their lines, first steps and jobs
// (write-orders.ts), and the bought lines out of the cart. Goods write only `when` their claim held (checkout-claim.ts); works
// write under the locks of their transaction (checkout-locked.ts).
import type { Db } from '../../db/client.js';
import { executeStatement, statementName, tableRows } from '../../db/prepared.js';
import { type StatementBuilder, sqlNames } from '../../db/statement.js';
import type { Lang } from '../../lib/lang.js';
import { type CartItemKind, cartLines } from '../cart/schema.js';
import { payments } from '../purchase/schema.js';
import { addPaymentWrites } from '../purchase/service.js';
import type { AddressRow, CreateCheckoutInput } from './checkout-input.js';
import type { OrderContext } from './context.js';
import type { OrderIds } from './order-ids.js';
import type { PricedCheckout } from './pricing.js';
import { ORDER_PURPOSE } from './status.js';
import { addOrderWrites, type WrittenOrders, writtenOrders } from './write-orders.js';

export type CheckoutWrite = {
  userId: number;
  input: CreateCheckoutInput;
  kind: CartItemKind;
  address: AddressRow | null;
  priced: PricedCheckout;
  /** One per seller of `priced`, in order. */
  orderIds: OrderIds[];
  paymentId: number;
};

export type Placed = WrittenOrders & {
  payment: typeof payments.$inferSelect;
  sellerNicknames: Map<number, string>;
};

/** The statement's parts after the caller's own (a claim): its text, values, and how to read its answer. */
export type WriteStatement = { b: StatementBuilder; select: string; jobs: number };

/**
 * Adds the writes to `b`, each taking effect only `when` holds. The sandbox's cashier URL (a provider that
 * opens a payment without a network call) is written with the payment; others open it after (openPaymentRow).
 */
export async function addCheckoutWrites(
  b: StatementBuilder,
  ctx: OrderContext,
  lang: Lang,
  write: CheckoutWrite,
  when: string,
): Promise<WriteStatement> {
  const { userId, input, kind, priced } = write;
  const draft = {
    id: write.paymentId,
    amountFen: priced.totalFen,
    payDeadline: new Date(Date.now() + ctx.payWindowSeconds * 1000),
  };
  await addPaymentWrites(
    b,
    ctx,
    {
      paymentId: draft.id,
      customerId: userId,
      purpose: ORDER_PURPOSE,
      amountFen: draft.amountFen,
      payDeadline: draft.payDeadline,
      idempotencyKey: input.idempotencyKey,
      lang,
      returnTo: kind,
    },
    when,
  );
  const orders = await addOrderWrites(
    b,
    ctx,
    { buyerId: userId, payment: draft, address: write.address, priced, kind },
    write.orderIds,
    when,
  );
  const user = b.param(userId, 'bigint');
  const bought = priced.sellers.flatMap((seller) => seller.lines.map((line) => line.goods.id));
  const cart = sqlNames(cartLines);
  b.with(
    'bought',
    `delete from ${cart.$table}
where ${when} and ${b.param(input.source === 'cart', 'boolean')} and ${cart.customerId} = ${user}
  and ${cart.itemKind} = ${b.param(kind, 'varchar')} and ${cart.selected}
  and ${cart.itemId} = any(${b.param(bought, 'bigint[]')})`,
  );
  const select = `(select to_jsonb(p) from new_payment p) as payment, ${orders.select}`;
  return { b, select, jobs: orders.jobs };
}

/**
 * Runs the statement (named after its text: it never varies with the rows) and answers its one row, with the
 * caller's own columns (`extra`, e.g. a claim's outcome) first.
 */
export async function runCheckoutStatement(
  db: Db,
  statement: WriteStatement,
  extra = '',
): Promise<Record<string, unknown>> {
  const text = statement.b.text(`select ${extra ? `${extra}, ` : ''}${statement.select}`);
  const [row] = await executeStatement(db, statementName('checkout_write', text), text, statement.b.values);
  if (!row) throw new Error('checkout statement answered no row');
  return row;
}

/** The rows written, from the statement's answer. */
export function placedOf(
  row: Record<string, unknown>,
  statement: WriteStatement,
  priced: PricedCheckout,
): Placed {
  const [payment] = tableRows(payments, [row.payment as Record<string, unknown>]);
  if (!payment) throw new Error('payment not written');
  const sellerNicknames = new Map(priced.sellers.map((seller) => [seller.sellerId, seller.sellerNickname]));
  return { ...writtenOrders(row, statement.jobs), payment, sellerNicknames };
}
