import type { ReactNode } from 'react';
import { type CartItem, useItemSlots } from './item-slots.js';

/** A card's price, and the page's "Add to cart" button when the item can go in the cart. */
export function CardPriceRow({ price, cartItem }: { price: ReactNode; cartItem: CartItem | null }) {
  const slots = useItemSlots();
  return (
    // A long price keeps its line and the button moves below it on narrow cards.
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="font-semibold text-ink text-lg">{price}</p>
      {cartItem ? slots.addToCart?.(cartItem) : null}
    </div>
  );
}
