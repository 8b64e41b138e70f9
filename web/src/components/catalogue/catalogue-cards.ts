import type { ReactNode } from 'react';
import type { ItemKind } from '../../graphql/generated/graphql';
import type { CatalogueNamespace } from './catalogue-namespace.js';

/** How one kind of catalogue item shows in the kit's lists: its wording, card, placeholder and page size. */
export type CatalogueCards<Item> = {
  kind: ItemKind;
  namespace: CatalogueNamespace;
  pageSize: number;
  renderCard: (item: Item, priority: boolean) => ReactNode;
  /** The placeholder with the card's shape, while a page loads. */
  skeleton: ReactNode;
  /** Small touches of the kind's look: a disc above the empty/error title, rules around "the end". */
  look?: { messageBadge?: boolean; ruledEnd?: boolean };
};
