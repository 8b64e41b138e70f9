import { describe, expect, it } from 'vitest';
import type { CartDto } from '../../rest/contract.js';
import { toCart } from './mappers.js';

const line = {
  id: '7',
  itemKind: 'goods' as const,
  itemId: '42',
  title: 'Teapot',
  lang: 'zh-cn' as const,
  originalLang: 'zh-cn' as const,
  translated: false,
  cover: { url: '/files/a.svg', width: 800, height: 800, alt: 'Teapot' },
  quantity: 2,
  priceSeenFen: 1000,
  priceFen: 1200,
  stock: 5,
  status: 3,
  selected: true,
  available: true,
  priceChanged: true,
  stockChanged: false,
  statusChanged: false,
  lineTotalFen: 2400,
  addedAt: '2026-01-02T03:04:05.000Z',
};

describe('cart mappers', () => {
  it('turns fen into Money and the line ids into the schema’s names', () => {
    const dto: CartDto = {
      sellers: [{ sellerId: '3', sellerNickname: 'Potter', lines: [line], subtotalFen: 2400 }],
      lineCount: 1,
      selectedCount: 1,
      selectedTotalFen: 2400,
      hasChanges: true,
    };
    const cart = toCart(dto);
    expect(cart.selectedTotal).toEqual({ amount: 2400, currency: 'CNY' });
    expect(cart.sellers[0]?.subtotal).toEqual({ amount: 2400, currency: 'CNY' });
    expect(cart.sellers[0]?.lines[0]).toMatchObject({
      id: '7',
      goodsId: '42',
      price: { amount: 1200, currency: 'CNY' },
      priceSeen: { amount: 1000, currency: 'CNY' },
      lineTotal: { amount: 2400, currency: 'CNY' },
      priceChanged: true,
    });
  });

  it('says which language each line’s title is in, as the goods do', () => {
    const translated = { ...line, title: '茶壺', lang: 'zh-tw' as const, translated: true };
    const dto: CartDto = {
      sellers: [{ sellerId: '3', sellerNickname: 'Potter', lines: [line, translated], subtotalFen: 0 }],
      lineCount: 2,
      selectedCount: 0,
      selectedTotalFen: 0,
      hasChanges: false,
    };
    const [original, shown] = toCart(dto).sellers[0]?.lines ?? [];
    expect(original).toMatchObject({ lang: 'ZH_CN', originalLang: 'ZH_CN', translated: false });
    expect(shown).toMatchObject({ title: '茶壺', lang: 'ZH_TW', originalLang: 'ZH_CN', translated: true });
  });

  it('refuses an amount that is not a safe integer rather than showing it wrong', () => {
    const dto: CartDto = {
      sellers: [],
      lineCount: 0,
      selectedCount: 0,
      selectedTotalFen: 2 ** 53,
      hasChanges: false,
    };
    expect(() => toCart(dto)).toThrow(/safe integer/);
  });
});
