/** What a refused `submitCheckout` means for the confirm page. */
export type SubmitRefusal =
  /** The total or a line changed: read the preview again and say so. */
  | { kind: 'conflict' }
  /** Stock ran out: mark these goods. */
  | { kind: 'soldOut'; goodsIds: string[] }
  /** The chosen address is gone. */
  | { kind: 'address' }
  /** Anything else: nextland's message (in the page's language), or a generic one when there is none. */
  | { kind: 'other'; message: string | null };

type UserErrorLike = { field?: string | null; code: string; message: string };

/** `lines.{goodsId}` (the SDL's SOLD_OUT field) → the goods id. */
function goodsIdOf(field: string | null | undefined): string | null {
  return /^(?:input\.)?lines\.(\d+)$/.exec(field ?? '')?.[1] ?? null;
}

/** Classifies `submitCheckout`'s userErrors; sold-out lines win over a conflict (they are what changed). */
export function submitRefusal(userErrors: readonly UserErrorLike[]): SubmitRefusal {
  const soldOut = userErrors
    .filter((error) => error.code === 'SOLD_OUT')
    .map((error) => goodsIdOf(error.field))
    .filter((id): id is string => id !== null);
  if (soldOut.length > 0) return { kind: 'soldOut', goodsIds: soldOut };
  // A sold-out error without its line: the preview read again marks the line.
  if (userErrors.some((error) => error.code === 'CONFLICT' || error.code === 'SOLD_OUT'))
    return { kind: 'conflict' };
  if (userErrors.some((error) => error.code === 'NOT_FOUND' && /addressId$/.test(error.field ?? ''))) {
    return { kind: 'address' };
  }
  return { kind: 'other', message: userErrors[0]?.message ?? null };
}
