// Prices a checkout from current goods, a delivery province and the sellers' no-postage rules, without
// touching the database: the preview shows it, and checkout recomputes it under its locks.
import { addFen, allocateFen, multiplyFen } from '../../lib/money.js';
import type { CartGoods } from '../goods/service.js';
import { GoodsStatus, SaleType } from '../goods/status.js';

/**
 * Postage of one seller's order when none of the seller's no-postage rules applies (decision 0019): goods
 * carry no postage of their own yet, so every seller charges one flat ¥10 per order.
 */
export const FLAT_POSTAGE_FEN = 1000;

export type WantedLine = {
  /** The item's id: goods, or a work's in a checkout of works (decision 0023). */
  goodsId: number;
  quantity: number /** From a cart line only. */;
  priceSeenFen?: number;
};

export type NoPostageRule = {
  sellerId: number;
  regions: readonly string[];
  minCount: number | null;
  minAmount: number | null;
};

export type ProblemCode = 'PRICE_CHANGED' | 'SOLD_OUT' | 'NOT_ON_SALE';
export type Problem = {
  goodsId: number;
  code: ProblemCode;
  goods: CartGoods | undefined;
  quantity: number;
  priceSeenFen?: number;
  /** Set for the message only: a work's "sold out" reads "no edition left". */
  kind?: 'goods' | 'opus';
};

export type PricedLine = { goods: CartGoods; quantity: number; itemsTotalFen: number; paidFen: number };

export type PricedSeller = {
  sellerId: number;
  sellerNickname: string;
  lines: PricedLine[];
  itemsTotalFen: number;
  postageFen: number;
  freeShipping: boolean;
  /** An auction win's deposit applied to the order (decision 0028 §3); totalFen already takes it off. */
  depositFen?: number;
  totalFen: number;
};

export type PricedCheckout = {
  sellers: PricedSeller[];
  itemsTotalFen: number;
  postageFen: number;
  totalFen: number;
  problems: Problem[];
};

function problemOf(line: WantedLine, goods: CartGoods | undefined): ProblemCode | null {
  if (goods?.status === GoodsStatus.SOLD_OUT && goods.saleType === SaleType.FIXED_PRICE) return 'SOLD_OUT';
  if (goods?.status !== GoodsStatus.ON_SALE || goods.saleType !== SaleType.FIXED_PRICE) return 'NOT_ON_SALE';
  if (goods.stock < line.quantity) return 'SOLD_OUT';
  if (line.priceSeenFen !== undefined && line.priceSeenFen !== goods.price) return 'PRICE_CHANGED';
  return null;
}

/** A rule applies when the province is one of its regions and the order reaches its count or its amount. */
export function ruleApplies(rule: NoPostageRule, province: string | null, count: number, amount: number) {
  if (province === null || !rule.regions.includes(province)) return false;
  return (
    (rule.minCount !== null && count >= rule.minCount) ||
    (rule.minAmount !== null && amount >= rule.minAmount)
  );
}

function priceSeller(
  first: CartGoods,
  lines: { goods: CartGoods; quantity: number }[],
  rules: readonly NoPostageRule[],
  province: string | null,
  digital: boolean,
): PricedSeller {
  const totals = lines.map((line) => multiplyFen(line.goods.price, line.quantity));
  const itemsTotalFen = addFen(...totals);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const freeShipping = rules.some(
    (rule) => rule.sellerId === first.sellerId && ruleApplies(rule, province, count, itemsTotalFen),
  );
  // Works are digital: nothing is posted (decision 0023).
  const postageFen = freeShipping || digital ? 0 : FLAT_POSTAGE_FEN;
  // Postage is shared by line amount; free goods (zero amounts) share it by quantity instead.
  const weights = itemsTotalFen > 0 ? totals : lines.map((line) => line.quantity);
  const shares = allocateFen(postageFen, weights);
  return {
    sellerId: first.sellerId,
    sellerNickname: first.sellerNickname,
    lines: lines.map((line, i) => ({
      ...line,
      itemsTotalFen: totals[i] ?? 0,
      paidFen: addFen(totals[i] ?? 0, shares[i] ?? 0),
    })),
    itemsTotalFen,
    postageFen,
    freeShipping,
    totalFen: addFen(itemsTotalFen, postageFen),
  };
}

/**
 * One group per seller (in the order their first line was given), lines in the order given. Lines that
 * cannot be bought (not on sale, not enough stock) are listed as problems and left out of the totals; a
 * changed price is a problem too, but the line stays in at its current price.
 */
export function priceCheckout(
  wanted: readonly WantedLine[],
  goodsById: ReadonlyMap<number, CartGoods>,
  rules: readonly NoPostageRule[],
  province: string | null,
  { digital = false }: { digital?: boolean } = {},
): PricedCheckout {
  const problems: Problem[] = [];
  const bySeller = new Map<number, { goods: CartGoods; quantity: number }[]>();
  for (const line of wanted) {
    const goods = goodsById.get(line.goodsId);
    const code = problemOf(line, goods);
    if (code) problems.push({ ...line, code, goods });
    if (!goods || code === 'NOT_ON_SALE' || code === 'SOLD_OUT') continue;
    const group = bySeller.get(goods.sellerId) ?? [];
    group.push({ goods, quantity: line.quantity });
    bySeller.set(goods.sellerId, group);
  }
  const sellers = [...bySeller.values()].map((lines) =>
    priceSeller((lines[0] as { goods: CartGoods }).goods, lines, rules, province, digital),
  );
  const itemsTotalFen = addFen(0, ...sellers.map((seller) => seller.itemsTotalFen));
  const postageFen = addFen(0, ...sellers.map((seller) => seller.postageFen));
  return { sellers, itemsTotalFen, postageFen, totalFen: addFen(itemsTotalFen, postageFen), problems };
}
