// The kinds of sale the purchase pipeline serves (issue 26). The core (this module) knows none of them: each kind
// registers itself with the pipeline it is given (app-commerce.ts), under the payment purpose its payments carry,
// and the core calls it at the pipeline's steps. docs/purchase-pipeline.md shows how a new kind plugs in.
import type { Db } from '../../db/client.js';
import type { IncomeLine } from '../ledger/service.js';
import type { payments } from './schema.js';

export type PaymentRow = typeof payments.$inferSelect;

/** What a kind says it did with a payment's money when the payment became paid. */
export type Fulfilment = {
  /**
   * The fen of the payment the kind accounts for: what it fulfilled, plus what it already paid back itself
   * (e.g. an order cancelled while its buyer paid refunds its own share). The core refunds the rest.
   */
  accountedFen: number;
  /**
   * The sellers' income from what was fulfilled, one line per subject sold (an order, a ticket, an edition):
   * the core records each as a pending ledger entry in this transaction. None for money held for the buyer
   * (a deposit is income only when forfeited).
   */
  income?: readonly IncomeLine[];
};

export interface PurchaseKind {
  /** `payments.purpose` of this kind's payments: lower-case letters and hyphens, at most 16 (the column's check). */
  readonly purpose: string;
  /**
   * The payment has just become paid, in the notification's transaction with the payment row locked: fulfil
   * what it pays for (move orders, hold a deposit, number an edition, …). Anything it cannot fulfil (a claim
   * that expired, a request replaced meanwhile) it leaves unaccounted, and the core pays that part back.
   */
  fulfil(tx: Db, payment: PaymentRow, paidAt: Date): Promise<Fulfilment>;
  /**
   * Whether the payment an idempotency key made was for `subject` (a repeat of the same request), by the kind's
   * own rows. A key reused for something else is refused (400 on `idempotencyKey`), never answered with that
   * other payment.
   */
  madeFor?(db: Db, payment: PaymentRow, subject: number): Promise<boolean>;
}

const PURPOSE = /^[a-z][a-z-]{0,15}$/;

/** The registry the app builds once; kinds add themselves, the core looks them up by a payment's purpose. */
export class PurchaseKinds {
  readonly #kinds = new Map<string, PurchaseKind>();

  register(kind: PurchaseKind): this {
    if (!PURPOSE.test(kind.purpose))
      throw new Error(`purchase kind purpose "${kind.purpose}" is not a-z and -`);
    if (this.#kinds.has(kind.purpose)) throw new Error(`purchase kind "${kind.purpose}" registered twice`);
    this.#kinds.set(kind.purpose, kind);
    return this;
  }

  /** The kind a payment pays for; undefined for a purpose no kind serves (its money is paid back whole). */
  of(purpose: string): PurchaseKind | undefined {
    return this.#kinds.get(purpose);
  }
}
