// Money is integer fen (1/100 CNY) everywhere (docs/domain.md#rest-contract). A JS number holds every
// integer up to Number.MAX_SAFE_INTEGER (2^53 − 1 fen, about ¥90 trillion) exactly, and the database columns
// are bigint, so that is the range. Arithmetic runs on BigInt and converts back only after a range check: no
// float maths, and a result that would not fit throws instead of silently losing a fen.
import { z } from 'zod';
import { AppError } from './errors.js';
import type { Lang } from './lang.js';

export const MAX_FEN = Number.MAX_SAFE_INTEGER;

/** A result outside ±MAX_FEN. 400: amounts come from what people enter, so this is never a 500. */
export class MoneyOverflowError extends AppError {
  override name = 'MoneyOverflowError';
  constructor() {
    super(400, 'money.overflow');
  }
}

/** Text that is not a yuan amount with at most two decimals. */
export class MoneyFormatError extends AppError {
  override name = 'MoneyFormatError';
  constructor() {
    super(400, 'money.format');
  }
}

/** An amount at the REST edge: whole fen, 0 to MAX_FEN (`.min(1)` where zero makes no sense). */
export const fenSchema = z.number().int().min(0).max(MAX_FEN).describe('Integer fen (1/100 CNY)');

function toBig(fen: number): bigint {
  // A fraction or NaN here is a bug in the caller, not user input: fail loudly.
  if (!Number.isInteger(fen)) throw new TypeError(`Not a whole number of fen: ${fen}`);
  if (!Number.isSafeInteger(fen)) throw new MoneyOverflowError();
  return BigInt(fen);
}

function toFen(value: bigint): number {
  if (value > BigInt(MAX_FEN) || value < -BigInt(MAX_FEN)) throw new MoneyOverflowError();
  return Number(value);
}

// Plain digits or digits grouped by thousands with commas, then at most two decimals.
const YUAN = /^(-)?(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/** `"12.3"` → 1230, `"0.05"` → 5, `"1,280.00"` → 128000, `"-1.5"` → -150; by digits, never `* 100`. */
export function parseYuan(text: string): number {
  const match = YUAN.exec(text.trim());
  if (!match) throw new MoneyFormatError();
  const [, minus, whole = '', fraction = ''] = match;
  const fen = BigInt(whole.replaceAll(',', '') + fraction.padEnd(2, '0'));
  return toFen(minus ? -fen : fen);
}

/** 128000 → `"1280.00"`, -5 → `"-0.05"`: the exact decimal, for `Intl` and for `parseYuan`. */
export function toYuanString(fen: number): string {
  const digits = toBig(fen < 0 ? -fen : fen)
    .toString()
    .padStart(3, '0');
  return `${fen < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export function addFen(...amounts: readonly number[]): number {
  return toFen(amounts.reduce((sum, fen) => sum + toBig(fen), 0n));
}

/** A line amount: unit price × quantity (a whole number ≥ 0). */
export function multiplyFen(unit: number, quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new TypeError(`Not a quantity: ${quantity}`);
  }
  return toFen(toBig(unit) * BigInt(quantity));
}

/**
 * Splits `total` across lines in proportion to `weights` (e.g. each line's amount) so the shares add up to
 * `total` exactly: every line gets the floor of its exact share, and the fen left over go one each to the
 * largest remainders, the earlier line first on a tie. Each share is within one fen of its exact share; a
 * zero weight gets nothing.
 */
export function allocateFen(total: number, weights: readonly number[]): number[] {
  const amount = toBig(total);
  const big = weights.map((weight) => {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new TypeError(`Not a weight: ${weight}`);
    return BigInt(weight);
  });
  const sum = big.reduce((acc, weight) => acc + weight, 0n);
  if (sum === 0n) throw new TypeError('allocateFen needs at least one positive weight');
  const sign = amount < 0n ? -1n : 1n;
  const magnitude = amount * sign;
  const shares = big.map((weight) => (magnitude * weight) / sum);
  let left = magnitude - shares.reduce((acc, share) => acc + share, 0n);
  const byRemainder = big
    .map((weight, index) => ({ index, remainder: (magnitude * weight) % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share * sign));
}

const LOCALE: Record<Lang, string> = { 'zh-cn': 'zh-CN', en: 'en', 'zh-tw': 'zh-TW' };
const formatters = new Map<Lang, Intl.NumberFormat>();

/** `¥1,280.00` in the request language, for text nextland writes itself (messages). */
export function formatMoney(fen: number, lang: Lang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE[lang], {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: 'narrowSymbol',
    });
    formatters.set(lang, formatter);
  }
  // A decimal string is formatted exactly (ES2023 Intl); `fen / 100` would round near the top of the range.
  return formatter.format(toYuanString(fen) as Intl.StringNumericLiteral);
}
