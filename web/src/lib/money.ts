// Money is integer fen (1/100 CNY) everywhere (docs/domain.md#rest-contract); people type and read yuan.
// These conversions go by digits, never by float maths (`1.15 * 100` is 114.99999999999999), so every amount
// up to 2^53 − 1 fen, the range GraphQL's SafeInt carries, survives exactly. Formatting with Intl lives in
// format.ts.

export const MAX_FEN = Number.MAX_SAFE_INTEGER;

/**
 * What someone typed in yuan (`12`, `12.5`, `12.50`, `1,280.00`, `99.`) → integer fen. Null for anything that is
 * not a non-negative amount with at most two decimals, or that is past MAX_FEN.
 */
export function parseYuanInput(text: string): number | null {
  const value = text.trim().replace(/[,，\s]/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(value);
  if (!match) return null;
  const fen = BigInt(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
  return fen <= BigInt(MAX_FEN) ? Number(fen) : null;
}

/** 128000 → `"1280.00"`, -5 → `"-0.05"`: the exact decimal, which Intl formats without rounding. */
export function fenToYuanString(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`Not a safe integer of fen: ${fen}`);
  const digits = String(Math.abs(fen)).padStart(3, '0');
  return `${fen < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
