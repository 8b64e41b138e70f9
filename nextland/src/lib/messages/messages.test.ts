import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { isMessageKey, t } from './index.js';
import { zhCn } from './zh-cn.js';
import { zhTw } from './zh-tw.js';

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

describe('message catalogues', () => {
  it('have the same keys and the same placeholders in every language', () => {
    const keys = Object.keys(en).sort();
    expect(Object.keys(zhCn).sort()).toEqual(keys);
    expect(Object.keys(zhTw).sort()).toEqual(keys);
    for (const key of keys) {
      const source = placeholders(en[key as keyof typeof en]);
      expect(placeholders(zhCn[key as keyof typeof en]), key).toEqual(source);
      expect(placeholders(zhTw[key as keyof typeof en]), key).toEqual(source);
    }
  });

  it('t() translates and fills placeholders, leaving unknown ones visible', () => {
    expect(t('en', 'field.maxNumber', { maximum: 100 })).toBe('Must be at most 100');
    expect(t('zh-cn', 'field.maxNumber', { maximum: 100 })).toBe('不能大于 100');
    expect(t('zh-tw', 'field.maxNumber', { maximum: 100 })).toBe('不能大於 100');
    expect(t('en', 'field.maxNumber')).toBe('Must be at most {maximum}');
  });

  it('isMessageKey only accepts catalogue keys', () => {
    expect(isMessageKey('field.id')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('Invalid input')).toBe(false);
  });
});
