// What a catalogue card or details page shows of other features (likes and collects, the cart) without the
// catalogue features importing them: the page provides the slots (pages compose features), the goods and works
// components ask for them. Cards sit deep in lists and showcases, so the slots travel by context.
import { createContext, type ReactNode, useContext } from 'react';
import type { ItemKind } from '../../graphql/generated/graphql';

/** What the like and collect buttons need of an item: its counts as the page was rendered. */
export type ReactionItem = {
  kind: ItemKind;
  id: string;
  title: string;
  likeCount: number;
  collectCount: number;
};

/** An item a card offers to put in the cart: fixed price, on sale and in stock (the API checks again). */
export type CartItem = { kind: ItemKind; id: string; title: string };

export type ItemSlots = {
  /** `card`: the like button in the footer and collect over the cover; `details`: labelled buttons, both counts. */
  reactions?: (item: ReactionItem, variant: 'card' | 'details') => ReactNode;
  /** The card's "Add to cart" button. */
  addToCart?: (item: CartItem) => ReactNode;
};

const ItemSlotsContext = createContext<ItemSlots>({});

export function ItemSlotsProvider({ slots, children }: { slots: ItemSlots; children: ReactNode }) {
  return <ItemSlotsContext.Provider value={slots}>{children}</ItemSlotsContext.Provider>;
}

/** The page's slots; none outside a provider (the card then shows only its own content). */
export function useItemSlots(): ItemSlots {
  return useContext(ItemSlotsContext);
}
