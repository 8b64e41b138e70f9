import { describe, expect, it } from 'vitest';
import { getI18n } from '../../../lib/i18n/i18n.js';
import { myTitle, myTitleKey } from './my-titles.js';

describe('myTitleKey', () => {
  it('names each personal-centre page', () => {
    expect(myTitleKey('/')).toBe('menu.overview');
    expect(myTitleKey('/msg')).toBe('menu.msg');
    expect(myTitleKey('/auth/creator/form')).toBe('menu.creator');
    expect(myTitleKey('/order/detail')).toBe('menu.order');
    expect(myTitleKey('/order/seller/aftersales')).toBe('menu.afterSales');
    expect(myTitleKey('/order/afterSalesDetails')).toBe('menu.afterSales');
    expect(myTitleKey('/order/seller/detail')).toBe('menu.sellerOrders');
    expect(myTitleKey('/order/purchaseOrders')).toBe('menu.payments');
    expect(myTitleKey('/project/42')).toBe('empty.project.title');
  });

  it('knows no name for an unknown path', () => {
    expect(myTitleKey('/nowhere')).toBeNull();
  });
});

describe('myTitle', () => {
  it('reads "<page> · <centre> · Nextland" in the page language', () => {
    expect(myTitle('/msg', getI18n('zh-cn'))).toBe('消息 · 个人中心 · Nextland');
    expect(myTitle('/account', getI18n('en'))).toBe('Account and security · My centre · Nextland');
    expect(myTitle('/nowhere', getI18n('en'))).toBe('My centre · Nextland');
  });
});
