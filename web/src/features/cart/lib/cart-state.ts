// What the cart page derives from the server's cart: selection states, what the buyer must confirm and whether
// checkout may start. Counts only: every amount shown comes from the server (subtotals, selected total).
import type { CartFieldsFragment } from '../../../graphql/generated/graphql';

export type CartData = CartFieldsFragment;
export type CartGroup = CartData['sellers'][number];
export type CartLineData = CartGroup['lines'][number];

/** How many of a set of lines are selected: drives a tri-state checkbox. */
export type Selection = 'all' | 'some' | 'none';

/** Only available lines can be selected for checkout; the rest are left out of every "select". */
export function selectable(lines: readonly CartLineData[]): CartLineData[] {
  return lines.filter((line) => line.available);
}

/** Shown as ticked: selected and available (an unavailable line never counts as chosen). */
export function isChosen(line: CartLineData): boolean {
  return line.selected && line.available;
}

export function selectionOf(lines: readonly CartLineData[]): Selection {
  const candidates = selectable(lines);
  const chosen = candidates.filter((line) => line.selected).length;
  if (candidates.length === 0 || chosen === 0) return 'none';
  return chosen === candidates.length ? 'all' : 'some';
}

export function allLines(cart: CartData): CartLineData[] {
  return cart.sellers.flatMap((group) => group.lines);
}

/** The buyer can shorten a line to the stock that is left (goods still on sale, some left). */
export function canShortenToStock(line: CartLineData): boolean {
  return line.stockChanged && !line.statusChanged && line.stock > 0;
}

/** A change the buyer must accept before checkout: a new price, or less stock than they asked for. */
export function needsConfirmation(line: CartLineData): boolean {
  return line.priceChanged || canShortenToStock(line);
}

export function hasAnyChange(line: CartLineData): boolean {
  return line.priceChanged || line.stockChanged || line.statusChanged;
}

export type CheckoutState =
  | { ready: true; lines: number }
  /** `empty`: nothing chosen; `changes`: a chosen (or selected) line has a change to confirm. */
  | { ready: false; reason: 'empty' | 'changes' };

/**
 * Checkout takes the selected, available lines; it waits while any selected line has a change to confirm
 * (nextland refuses those with `cart.changed`).
 */
export function checkoutState(cart: CartData): CheckoutState {
  const lines = allLines(cart);
  if (lines.some((line) => line.selected && needsConfirmation(line)))
    return { ready: false, reason: 'changes' };
  const chosen = lines.filter(isChosen).length;
  return chosen > 0 ? { ready: true, lines: chosen } : { ready: false, reason: 'empty' };
}

/** Selected lines that cannot be bought: unselected before checkout, so checkout takes only what is shown. */
export function selectedButUnavailable(cart: CartData): string[] {
  return allLines(cart)
    .filter((line) => line.selected && !line.available)
    .map((line) => line.id);
}

/**
 * The cart as the buyer just set it: selection changes show at once, before the server's answer (which then
 * replaces the cart, totals included). `pending` maps line ids to the selection asked for.
 */
export function withPendingSelection(cart: CartData, pending: Readonly<Record<string, boolean>>): CartData {
  if (Object.keys(pending).length === 0) return cart;
  return {
    ...cart,
    sellers: cart.sellers.map((group) => ({
      ...group,
      lines: group.lines.map((line) =>
        line.id in pending ? { ...line, selected: pending[line.id] as boolean } : line,
      ),
    })),
  };
}
