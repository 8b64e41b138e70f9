// WeChat's out_trade_no is 6–32 characters of [0-9A-Za-z_|*-]; our payment ids are digits without a leading
// zero (lib/ids.ts), often fewer than 6. Short numeric ids are zero-padded, which is reversible because an id
// never starts with 0; any other id is used as it is if WeChat accepts it.
const OUT_TRADE_NO = /^[0-9A-Za-z_|*-]{6,32}$/;
const OUR_ID = /^[1-9]\d{0,14}$/;
const MIN_LENGTH = 6;

export function toOutTradeNo(paymentId: string): string {
  const candidate = OUR_ID.test(paymentId) ? paymentId.padStart(MIN_LENGTH, '0') : paymentId;
  if (!OUT_TRADE_NO.test(candidate))
    throw new Error(`payment id ${paymentId} cannot be a WeChat out_trade_no`);
  return candidate;
}

/** The payment id an out_trade_no stands for, or null if we cannot have sent it. */
export function fromOutTradeNo(outTradeNo: string): string | null {
  if (!OUT_TRADE_NO.test(outTradeNo)) return null;
  if (/^0+[1-9]\d*$/.test(outTradeNo)) {
    const id = outTradeNo.replace(/^0+/, '');
    return OUR_ID.test(id) && id.length < MIN_LENGTH ? id : null;
  }
  return outTradeNo;
}
