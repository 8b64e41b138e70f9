/**
 * A yuan amount as typed (`12`, `12.5`, `12.50`, `1,280.00`) to integer fen, by string arithmetic so no float
 * rounding can creep in. Null for anything that is not a non-negative amount with at most two decimals.
 */
export function yuanToFen(text: string): number | null {
  const value = text.trim().replace(/[,，\s]/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(value);
  if (!match) return null;
  const yuan = Number(match[1]);
  const fen = Number((match[2] ?? '').padEnd(2, '0'));
  const total = yuan * 100 + fen;
  return Number.isSafeInteger(total) ? total : null;
}
