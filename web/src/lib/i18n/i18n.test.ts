import { describe, expect, it } from 'vitest';
import { getI18n } from './i18n.js';

describe('getI18n', () => {
  it('gives one initialised instance per locale with that locale’s messages, synchronously', () => {
    const en = getI18n('en');
    const zhCn = getI18n('zh-cn');
    const zhTw = getI18n('zh-tw');
    expect(en.isInitialized).toBe(true);
    expect(en.t('common:nav.goods')).toBe('Goods');
    expect(zhCn.t('common:nav.goods')).toBe('商品');
    expect(zhTw.t('common:nav.crowdfunding')).toBe('募資');
    expect(getI18n('en')).toBe(en);
    expect(en.language).toBe('en');
    expect(zhTw.language).toBe('zh-TW');
  });

  it('interpolates without HTML escaping (React escapes)', () => {
    expect(getI18n('en').t('errors:status', { status: '<404>' })).toBe('Error <404>');
  });
});
