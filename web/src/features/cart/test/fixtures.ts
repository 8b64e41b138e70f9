import type { CartData, CartGroup, CartLineData } from '../lib/cart-state';

const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'CNY' });

export function line(id: string, overrides: Partial<CartLineData> = {}): CartLineData {
  const price = overrides.price?.amount ?? 10000;
  const quantity = overrides.quantity ?? 1;
  return {
    __typename: 'CartLine',
    id,
    kind: 'GOODS' as const,
    itemId: `g${id}`,
    title: `Goods ${id}`,
    lang: 'EN' as const,
    translated: false,
    cover: {
      __typename: 'Image',
      url: `/files/goods/${id}.svg`,
      width: 600,
      height: 600,
      alt: `Goods ${id}`,
    },
    quantity,
    price: money(price),
    priceSeen: money(price),
    stock: 5,
    available: true,
    priceChanged: false,
    stockChanged: false,
    statusChanged: false,
    selected: true,
    lineTotal: money(price * quantity),
    ...overrides,
  } as CartLineData;
}

export function group(
  sellerId: string,
  nickname: string,
  lines: CartLineData[],
  subtotal: number,
): CartGroup {
  return {
    __typename: 'CartSellerGroup',
    sellerId,
    sellerNickname: nickname,
    subtotal: money(subtotal),
    lines,
  } as CartGroup;
}

export function cart(sellers: CartGroup[], selectedTotal: number): CartData {
  const lines = sellers.flatMap((seller) => seller.lines);
  return {
    __typename: 'Cart',
    kind: 'GOODS',
    lineCount: lines.length,
    selectedCount: lines.filter((l) => l.selected).length,
    hasChanges: lines.some((l) => l.priceChanged || l.stockChanged || l.statusChanged),
    selectedTotal: money(selectedTotal),
    sellers,
  } as CartData;
}

export const payload = (
  data: CartData | null,
  userErrors: { field: string | null; code: string; message: string }[] = [],
) => ({
  __typename: 'CartPayload',
  cart: data,
  userErrors: userErrors.map((error) => ({ __typename: 'UserError', ...error })),
});
