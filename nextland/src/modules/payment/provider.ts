// The seam between Nextland and whoever takes the money (decision 0019). The embedded default is the sandbox
// provider (its own cashier page and HMAC-signed notifications); WeChat Pay v3 implements the same interface
// when configured. Nothing outside modules/payment knows which one is in use.

/** What the provider needs to open a payment the buyer then completes on the provider's page. */
export type CreatePaymentRequest = {
  /** Our payment id, echoed back in the notification (WeChat's `out_trade_no`). */
  paymentId: string;
  amountFen: number;
  /** Shown on the cashier, at most 127 characters. */
  description: string;
  /** Where the browser goes after paying (the web's `/…/buy/success?payment=…`). */
  returnUrl: string;
  /** When the payment stops being payable (our pay window). */
  expiresAt: Date;
  /** The buyer's language (`zh-cn`, `en`, `zh-tw`), for a cashier page that can show it. */
  lang?: string;
  /** JSAPI only: the payer's openid. */
  payerOpenid?: string;
};

export type CreatePaymentResult = {
  /** Where the browser pays: the sandbox cashier, or a page showing WeChat's `code_url` as a QR code. */
  cashierUrl: string;
  /** Native: the `weixin://` code to render as QR; JSAPI: the `prepay_id`. Absent for the sandbox. */
  providerReference?: string;
};

/** A verified notification. `paid: false` is a closed or failed payment, which changes nothing here. */
export type PaymentNotification = {
  paymentId: string;
  /** The provider's transaction id: with the provider name, the de-duplication key. */
  providerTxnId: string;
  amountFen: number;
  paid: boolean;
  paidAt: Date;
  /** Set when the notification reports a refund's result (WeChat's REFUND.* events), not a payment. */
  refund?: RefundNotice;
};

/** A provider's asynchronous word on one refund: what `recordRefundResult` / the failure path record. */
export type RefundNotice = {
  /** Our refund key (WeChat's `out_refund_no`). */
  refundKey: string;
  providerRefundId: string;
  /** SUCCESS pays the refund; CLOSED and ABNORMAL fail it for good. */
  status: 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  /** What the provider says it refunded, checked against the refund row. */
  amountFen: number;
};

export type RefundRequest = {
  paymentId: string;
  /** Unique per refund: a retried refund with the same id is one refund at the provider. */
  refundId: string;
  amountFen: number;
  /** The payment's whole amount (WeChat needs it with every refund). */
  totalFen: number;
  reason: string;
};

export type RefundResult = { providerRefundId: string; status: 'SUCCESS' | 'PROCESSING' };

/** The answer a provider expects to a notification it sent (status code and body). */
export type NotificationAck = { status: number; body: string; contentType: string };

export interface PaymentProvider {
  /** `sandbox` or `wechat`; stored on payments and notifications. */
  readonly name: string;
  /**
   * True when `createPayment` makes no network call: a checkout may then open the payment inside its own
   * transaction. A real provider is called only after the commit (order/payment-view.ts).
   */
  readonly opensOffline?: boolean;
  createPayment(request: CreatePaymentRequest): Promise<CreatePaymentResult>;
  /**
   * Verifies the signature over the raw body and decodes it. Throws `InvalidNotificationError` on a bad or
   * missing signature, a stale timestamp or a body it cannot read: the caller then changes nothing.
   */
  parseNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<PaymentNotification>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Asks where a refund the provider accepted (PROCESSING) stands, by our refund id. Throws
   * `RefundRefusedError` when it closed or went abnormal. Providers that finish refunds at once omit it.
   */
  queryRefund?(refundId: string): Promise<RefundResult>;
  /** What to answer once a notification was handled (or recognised as a duplicate). */
  acknowledge(): NotificationAck;
}

/**
 * The provider refused a refund for good (WeChat's CLOSED or ABNORMAL): asking again with the same refund id
 * cannot help, so the refund is recorded as failed for a person to look at, not retried.
 */
export class RefundRefusedError extends Error {
  override name = 'RefundRefusedError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** A notification that failed verification. Answered 401 and logged; nothing changes. */
export class InvalidNotificationError extends Error {
  override name = 'InvalidNotificationError';
}
