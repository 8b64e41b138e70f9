// Logical paths (without the locale prefix) of the buying pages of each kind: goods (decision 0020) and works
// (decision 0023) follow one pattern, so the cart and checkout features take the kind and look the paths up.
import type { ItemKind } from '../../graphql/generated/graphql';

type BuyingPaths = {
  /** The catalogue to go back to. */
  browse: string;
  cart: string;
  confirm: string;
  success: string;
  /** One item's page. */
  item: (id: string) => string;
};

export const BUYING_PATHS: Record<ItemKind, BuyingPaths> = {
  GOODS: {
    browse: '/goods',
    cart: '/goods/cart',
    confirm: '/goods/buy/confirm',
    success: '/goods/buy/success',
    item: (id) => `/goods/details?id=${encodeURIComponent(id)}`,
  },
  OPUS: {
    browse: '/opus',
    cart: '/opus/cart',
    confirm: '/opus/buy/confirm',
    success: '/opus/buy/success',
    item: (id) => `/opus/details?id=${encodeURIComponent(id)}`,
  },
};

/** The works buy-now entry `/opus/buy?workId=` (one edition; it forwards to the confirm page). */
export function workBuyNowPath(workId: string): string {
  return `/opus/buy?workId=${encodeURIComponent(workId)}`;
}

/** The personal library of owned works. */
export const LIBRARY_PATH = '/my/library';
