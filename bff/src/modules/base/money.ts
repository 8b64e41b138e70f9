// nextland's integer fen → the schema's Money. An amount a JS number cannot hold exactly (past 2^53 − 1, or a
// fraction) is refused here rather than shown wrong; the client sees a masked internal error.
import type { Money } from '../../generated/graphql.js';

export class UnsafeAmountError extends Error {
  override name = 'UnsafeAmountError';
  constructor(readonly value: unknown) {
    super(`nextland sent an amount that is not a safe integer of fen: ${String(value)}`);
  }
}

export function toMoney(fen: number): Money {
  if (!Number.isSafeInteger(fen)) throw new UnsafeAmountError(fen);
  return { amount: fen, currency: 'CNY' };
}
