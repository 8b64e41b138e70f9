// Properties of checkout pricing: lines add up to their order, orders to the payment, whatever the prices,
// quantities, sellers and no-postage rules (decision 0019, "Allocation").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartGoods } from '../goods/service.js';
import { GoodsStatus, SaleType } from '../goods/status.js';
import { FLAT_POSTAGE_FEN, priceCheckout, ruleApplies } from './pricing.js';

const goodsArb = fc.record({
  sellerId: fc.integer({ min: 1, max: 4 }),
  price: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 10_000_000_000 })),
  quantity: fc.integer({ min: 1, max: 50 }),
});

function goodsOf(specs: { sellerId: number; price: number; quantity: number }[]) {
  return new Map<number, CartGoods>(
    specs.map((spec, i) => [
      i + 1,
      {
        id: i + 1,
        sellerId: spec.sellerId,
        sellerNickname: `s${spec.sellerId}`,
        title: `g${i + 1}`,
        cover: { url: '/files/x.svg', width: 1, height: 1, alt: '' },
        price: spec.price,
        stock: 100,
        status: GoodsStatus.ON_SALE,
        saleType: SaleType.FIXED_PRICE,
      },
    ]),
  );
}

describe('checkout pricing', () => {
  it('lines add up to each order, orders to the payment; postage is flat or free per seller', () => {
    fc.assert(
      fc.property(
        fc.array(goodsArb, { minLength: 1, maxLength: 12 }),
        fc.array(
          fc.record({
            sellerId: fc.integer({ min: 1, max: 4 }),
            minCount: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
            minAmount: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
            regions: fc.subarray(['330000', '310000', '110000']),
          }),
          { maxLength: 4 },
        ),
        fc.constantFrom('330000', '440000', null),
        (specs, rules, province) => {
          const wanted = specs.map((spec, i) => ({ goodsId: i + 1, quantity: spec.quantity }));
          const priced = priceCheckout(wanted, goodsOf(specs), rules, province);
          expect(priced.problems).toEqual([]);
          expect(priced.sellers).toHaveLength(new Set(specs.map((spec) => spec.sellerId)).size);
          let total = 0n;
          for (const seller of priced.sellers) {
            const lines = seller.lines.reduce((sum, line) => sum + BigInt(line.paidFen), 0n);
            expect(lines).toBe(BigInt(seller.totalFen));
            const items = seller.lines.reduce(
              (sum, line) => sum + BigInt(line.goods.price) * BigInt(line.quantity),
              0n,
            );
            expect(BigInt(seller.itemsTotalFen)).toBe(items);
            expect(seller.postageFen).toBe(seller.freeShipping ? 0 : FLAT_POSTAGE_FEN);
            for (const line of seller.lines) expect(line.paidFen).toBeGreaterThanOrEqual(line.itemsTotalFen);
            total += BigInt(seller.totalFen);
          }
          expect(BigInt(priced.totalFen)).toBe(total);
          expect(priced.totalFen).toBe(priced.itemsTotalFen + priced.postageFen);
        },
      ),
    );
  });

  it('a rule applies only in its regions, at its count or its amount', () => {
    const rule = { sellerId: 1, regions: ['330000'], minCount: 3, minAmount: 5000 };
    expect(ruleApplies(rule, '330000', 3, 0)).toBe(true);
    expect(ruleApplies(rule, '330000', 1, 5000)).toBe(true);
    expect(ruleApplies(rule, '330000', 2, 4999)).toBe(false);
    expect(ruleApplies(rule, '310000', 9, 9999)).toBe(false);
    expect(ruleApplies(rule, null, 9, 9999)).toBe(false);
  });

  it('names lines that cannot be bought and leaves them out of the totals', () => {
    const goods = goodsOf([
      { sellerId: 1, price: 100, quantity: 1 },
      { sellerId: 1, price: 200, quantity: 1 },
    ]);
    const off = goods.get(2) as CartGoods;
    goods.set(2, { ...off, status: GoodsStatus.OFF_SALE });
    const priced = priceCheckout(
      [
        { goodsId: 1, quantity: 101 },
        { goodsId: 2, quantity: 1 },
        { goodsId: 3, quantity: 1 },
      ],
      goods,
      [],
      null,
    );
    expect(priced.problems.map((problem) => problem.code)).toEqual([
      'SOLD_OUT',
      'NOT_ON_SALE',
      'NOT_ON_SALE',
    ]);
    expect(priced.totalFen).toBe(0);
  });
});
