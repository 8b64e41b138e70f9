// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutKey, forgetCheckoutKey, newUuid } from './idempotency-key.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('checkout idempotency key', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is made once per intent and read back after a reload (sessionStorage), until a checkout succeeds', () => {
    const first = checkoutKey('cart');
    expect(first).toMatch(UUID);
    // A reload runs the page again: same tab, same storage, same key.
    expect(checkoutKey('cart')).toBe(first);
    expect(window.sessionStorage.getItem('nextland.checkout.key:cart')).toBe(first);
    // Another intent in the same tab has its own key.
    const buyNow = checkoutKey('buyNow:12x2');
    expect(buyNow).not.toBe(first);
    forgetCheckoutKey('cart');
    const next = checkoutKey('cart');
    expect(next).toMatch(UUID);
    expect(next).not.toBe(first);
    expect(checkoutKey('buyNow:12x2')).toBe(buyNow);
  });

  it('makes version 4 UUIDs without crypto.randomUUID (plain http is not a secure context)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newUuid()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
