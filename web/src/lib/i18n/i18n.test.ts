import { describe, expect, it } from 'vitest';
import { getI18n, loadMessages } from './i18n.js';
import { loadMessageGroup, PERSONAL_NAMESPACES } from './message-groups.js';

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

describe('loadMessages', () => {
  it('resolves to the same instance, loading each group once', async () => {
    const first = loadMessages('en', ['core', 'personal']);
    const second = loadMessages('en', ['core']);
    expect(await first).toBe(getI18n('en'));
    expect(await second).toBe(getI18n('en'));
    expect(getI18n('en').hasResourceBundle('en', 'wallet')).toBe(true);
  });
});

describe('message groups', () => {
  it('keeps the personal-centre namespaces out of the core chunk', async () => {
    const core = Object.keys(await loadMessageGroup('zh-cn', 'core'));
    const personal = Object.keys(await loadMessageGroup('zh-cn', 'personal'));
    expect(personal.sort()).toEqual([...PERSONAL_NAMESPACES].sort());
    expect(core).toContain('common');
    expect(core.filter((ns) => personal.includes(ns))).toEqual([]);
  });
});
