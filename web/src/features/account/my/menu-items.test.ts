import { describe, expect, it } from 'vitest';
import { currentMenuKey, isRealNameVerified, menuFor } from './menu-items.js';

const keys = (type: Parameters<typeof menuFor>[0]) => menuFor(type).map((item) => item.key);

describe('personal centre menu', () => {
  it('gives a new, unverified user the basics and the verification entries only', () => {
    expect(keys('UNVERIFIED')).toEqual([
      'overview',
      'msg',
      'account',
      'order',
      'payments',
      'library',
      'bids',
      'address',
      'bankCards',
      'involved',
      'creator',
      'org',
    ]);
  });

  it('opens selling to real-name verified users but not publishing', () => {
    const menu = keys('REAL_NAME');
    expect(menu).toContain('goods');
    expect(menu).toContain('noPostage');
    expect(menu).not.toContain('news');
    expect(menu).not.toContain('review');
  });

  it('opens publishing to creators and organisations', () => {
    expect(keys('CREATOR')).toContain('news');
    expect(keys('ORGANISATION')).toContain('homePage');
  });

  it('shows the review queue to officials only', () => {
    expect(keys('OFFICIAL')).toContain('review');
    for (const type of ['UNVERIFIED', 'REAL_NAME', 'CREATOR', 'ORGANISATION'] as const) {
      expect(keys(type)).not.toContain('review');
    }
  });

  it('treats real-name verification as an allow-list', () => {
    expect(isRealNameVerified('UNVERIFIED')).toBe(false);
    expect(isRealNameVerified('OFFICIAL')).toBe(true);
    expect(isRealNameVerified('ORGANISATION')).toBe(true);
  });
});

describe('currentMenuKey', () => {
  const menu = menuFor('REAL_NAME');
  const current = (path: string) => {
    const [pathname = '', search = ''] = path.split('?');
    return currentMenuKey(menu, pathname, search ? `?${search}` : '');
  };

  it('tells the buyer’s and the seller’s orders apart by the role in the URL', () => {
    expect(current('/order')).toBe('order');
    expect(current('/order?status=shipped')).toBe('order');
    expect(current('/order/detail?id=1')).toBe('order');
    expect(current('/order?role=seller')).toBe('sellerOrders');
    expect(current('/order?status=shipped&role=seller')).toBe('sellerOrders');
    expect(current('/order/seller/detail?id=1')).toBe('sellerOrders');
    expect(current('/order/seller/aftersales')).toBe('afterSales');
    expect(current('/order/purchaseOrders')).toBe('payments');
  });

  it('names the other pages as their links do', () => {
    expect(current('/')).toBe('overview');
    expect(current('/msg')).toBe('msg');
    expect(current('/address')).toBe('address');
    expect(current('/nowhere')).toBeNull();
  });

  it('falls back to "My orders" for an account that does not sell', () => {
    expect(currentMenuKey(menuFor('UNVERIFIED'), '/order', '?role=seller')).toBe('order');
  });
});
