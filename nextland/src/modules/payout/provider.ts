// The seam between Nextland and whoever moves money to sellers' bank cards (decision 0027 §5). The embedded
// default is the sandbox below; a bank or WeChat Pay's transfer API would implement the same interface. A
// provider de-duplicates on `payoutKey`: asked twice for one key, it pays once and answers the same reference.

export type PayoutRequest = {
  /** Unique per payout: a retried request with the same key is one transfer. */
  payoutKey: string;
  amountFen: number;
  /** The card as the seller sees it (`**** **** **** 1234`); the platform never stores the full number. */
  maskedCard: string;
  bankName: string;
};

export type PayoutResult = { providerRef: string };

/** The provider refused the payout for good (a closed account, say): no retry will change that. */
export class PayoutRefusedError extends Error {
  override name = 'PayoutRefusedError';
}

export interface PayoutProvider {
  readonly name: string;
  /** Pays, or throws: a PayoutRefusedError for good, anything else to be asked again later. */
  pay(request: PayoutRequest): Promise<PayoutResult>;
}
