// REST DTOs -> GraphQL for the goods cart: the whole cart is mapped at once (it is at most 100 lines).
import type { Cart, CartLine } from '../../generated/graphql.js';
import type { CartDto } from '../../rest/contract.js';
import { toMoney } from '../base/money.js';

type LineDto = CartDto['sellers'][number]['lines'][number];

export function toCartLine(line: LineDto): CartLine {
  return {
    id: line.id,
    goodsId: line.itemId,
    title: line.title,
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

export function toCart(cart: CartDto): Cart {
  return {
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
