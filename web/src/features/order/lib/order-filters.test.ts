import { describe, expect, it } from 'vitest';
import { listSearch, orderDetailPath, roleFromParam, statusOfTab, tabFromParam } from './order-filters';

describe('order list URL state', () => {
  it('reads the role and the tab, unknown values as the defaults', () => {
    expect(roleFromParam('seller')).toBe('SELLER');
    expect(roleFromParam(null)).toBe('BUYER');
    expect(roleFromParam('admin')).toBe('BUYER');
    expect(tabFromParam('shipped')).toBe('shipped');
    expect(tabFromParam('SHIPPED')).toBe('all');
    expect(tabFromParam(null)).toBe('all');
    expect(statusOfTab('awaitingShipment')).toBe('AWAITING_SHIPMENT');
    expect(statusOfTab('all')).toBeNull();
  });

  it('leaves the defaults out of the query string', () => {
    expect(listSearch('BUYER', 'all')).toBe('');
    expect(listSearch('SELLER', 'all')).toBe('?role=seller');
    expect(listSearch('SELLER', 'closed')).toBe('?role=seller&status=closed');
    expect(listSearch('BUYER', 'awaitingPayment')).toBe('?status=awaitingPayment');
  });

  it('links each side to its own detail page', () => {
    expect(orderDetailPath('12', 'BUYER')).toBe('/order/detail?id=12');
    expect(orderDetailPath('12', 'SELLER')).toBe('/order/seller/detail?id=12');
  });
});
