// What the catalogue pages (home, /goods, /opus and their details pages) put in the goods and works components'
// slots: like and collect (the reactions feature) and "Add to cart" (the cart feature). Pages compose features;
// the catalogue features only know the slots (components/catalogue/item-slots.tsx).
import type { ReactNode } from 'react';
import { type ItemSlots, ItemSlotsProvider } from '../../components/catalogue/item-slots.js';
import { CardAddToCart } from '../../features/cart/components/card-add-to-cart.js';
import { ItemReactions } from '../../features/reactions/components/item-reactions.js';

const slots: ItemSlots = {
  reactions: (item, variant) => <ItemReactions item={item} variant={variant} />,
  addToCart: (item) => <CardAddToCart item={item} />,
};

export function CatalogueSlots({ children }: { children: ReactNode }) {
  return <ItemSlotsProvider slots={slots}>{children}</ItemSlotsProvider>;
}
