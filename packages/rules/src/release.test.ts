import { describe, expect, it } from 'vitest';
import { fenToYuan, goodsDraft, goodsRelease, yuanPrice, yuanToFen } from './release.js';

describe('release rules', () => {
  it('converts yuan text to fen exactly, and back', () => {
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen(' 0.07 ')).toBe(7);
    expect(yuanToFen('19.99')).toBe(1999);
    for (const bad of ['', '1.234', '-1', '1e3', '¥12', '12,50', '12345678'])
      expect(yuanToFen(bad)).toBeNull();
    expect(fenToYuan(1250)).toBe('12.50');
    expect(fenToYuan(7)).toBe('0.07');
  });

  it('refuses a zero or oversized price in the form', () => {
    expect(yuanPrice.safeParse('0').success).toBe(false);
    expect(yuanPrice.safeParse('1000000.01').success).toBe(false);
    expect(yuanPrice.safeParse('1000000').success).toBe(true);
  });

  it('lets a draft save a half-filled form but a release needs the whole item', () => {
    expect(goodsDraft.safeParse({ title: '' }).success).toBe(true);
    const whole = {
      title: 'Cup',
      description: 'A cup',
      categoryId: 1,
      priceFen: 100,
      images: ['/files/uploads/a.png'],
      translations: [],
      stock: 1,
    };
    expect(goodsRelease.safeParse(whole).success).toBe(true);
    const result = goodsRelease.safeParse({ ...whole, images: [], title: ' ' });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['images', 'title']);
  });

  it('allows one translation per language', () => {
    const row = { lang: 'en', title: 'Cup', description: '' };
    const result = goodsDraft.safeParse({ translations: [row, row] });
    expect(result.error?.issues[0]?.path).toEqual(['translations', 1, 'lang']);
  });

  it('normalises description line breaks', () => {
    expect(goodsDraft.parse({ description: ' a\r\n\r\n\r\n\r\nb ' }).description).toBe('a\n\nb');
  });
});
