import { describe, expect, it } from 'vitest';
import { orderActions } from './order-actions';

describe('orderActions', () => {
  it('lets the buyer pay or cancel an unpaid order and confirm a shipped one', () => {
    expect(orderActions('AWAITING_PAYMENT', 'BUYER')).toEqual(['pay', 'cancel']);
    expect(orderActions('SHIPPED', 'BUYER')).toEqual(['confirm']);
    for (const status of ['AWAITING_SHIPMENT', 'COMPLETED', 'CANCELLED', 'CLOSED'] as const) {
      expect(orderActions(status, 'BUYER')).toEqual([]);
    }
  });

  it('lets the seller ship a paid order, and nothing else', () => {
    expect(orderActions('AWAITING_SHIPMENT', 'SELLER')).toEqual(['ship']);
    for (const status of ['AWAITING_PAYMENT', 'SHIPPED', 'COMPLETED', 'CANCELLED', 'CLOSED'] as const) {
      expect(orderActions(status, 'SELLER')).toEqual([]);
    }
  });
});
