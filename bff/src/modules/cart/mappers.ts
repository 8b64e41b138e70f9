// REST DTOs -> GraphQL for the carts: the whole cart is mapped at once (it is at most 100 lines).
import type { Cart, CartLine, ItemKind } from '../../generated/graphql.js';
import type { CartDto } from '../../rest/contract.js';
import { toLanguage } from '../base/language.js';
import { toMoney } from '../base/money.js';

type LineDto = CartDto['sellers'][number]['lines'][number];

export function toItemKind(kind: 'goods' | 'opus'): ItemKind {
  return kind === 'opus' ? 'OPUS' : 'GOODS';
}

export function toCartLine(line: LineDto): CartLine {
  return {
    id: line.id,
    kind: toItemKind(line.itemKind),
    itemId: line.itemId,
    goodsId: line.itemKind === 'goods' ? line.itemId : null,
    title: line.title,
    lang: toLanguage(line.lang),
    originalLang: toLanguage(line.originalLang),
    translated: line.translated,
    cover: line.cover,
    quantity: line.quantity,
    price: toMoney(line.priceFen),
    priceSeen: toMoney(line.priceSeenFen),
    stock: line.stock,
    available: line.available,
    priceChanged: line.priceChanged,
    stockChanged: line.stockChanged,
    statusChanged: line.statusChanged,
    selected: line.selected,
    lineTotal: toMoney(line.lineTotalFen),
    addedAt: line.addedAt,
  };
}

export function toCart(cart: CartDto, kind: ItemKind = 'GOODS'): Cart {
  return {
    kind,
    sellers: cart.sellers.map((seller) => ({
      sellerId: seller.sellerId,
      sellerNickname: seller.sellerNickname,
      lines: seller.lines.map(toCartLine),
      subtotal: toMoney(seller.subtotalFen),
    })),
    lineCount: cart.lineCount,
    selectedCount: cart.selectedCount,
    selectedTotal: toMoney(cart.selectedTotalFen),
    hasChanges: cart.hasChanges,
  };
}
