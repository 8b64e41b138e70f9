import { describe, expect, it } from 'vitest';
import { checkoutInput, intentFromSearch } from './checkout-intent';
import { submitRefusal } from './submit-errors';

describe('submitRefusal', () => {
  it('maps the SDL codes to what the page does', () => {
    expect(submitRefusal([{ field: null, code: 'CONFLICT', message: 'Total changed' }])).toEqual({
      kind: 'conflict',
    });
    expect(
      submitRefusal([
        { field: 'lines.12', code: 'SOLD_OUT', message: 'Sold out' },
        { field: 'input.lines.15', code: 'SOLD_OUT', message: 'Sold out' },
      ]),
    ).toEqual({ kind: 'soldOut', goodsIds: ['12', '15'] });
    // Without its line, a sold-out error reads the preview again (which marks the line).
    expect(submitRefusal([{ field: null, code: 'SOLD_OUT', message: 'Sold out' }])).toEqual({
      kind: 'conflict',
    });
    expect(
      submitRefusal([{ field: 'input.addressId', code: 'NOT_FOUND', message: 'No such address' }]),
    ).toEqual({
      kind: 'address',
    });
    expect(submitRefusal([{ field: 'lines', code: 'INVALID', message: 'Bad lines' }])).toEqual({
      kind: 'other',
      message: 'Bad lines',
    });
    expect(submitRefusal([])).toEqual({ kind: 'other', message: null });
  });
});

describe('checkout intent', () => {
  it('reads the confirm page query and builds the input', () => {
    expect(intentFromSearch({ source: 'cart' })).toEqual({ source: 'CART', kind: 'GOODS' });
    const buyNow = intentFromSearch({ source: 'buyNow', goodsId: '12', quantity: '3' });
    expect(buyNow).toEqual({ source: 'BUY_NOW', kind: 'GOODS', itemId: '12', quantity: 3 });
    for (const bad of [
      {},
      { source: 'buyNow', goodsId: 'x' },
      { source: 'buyNow', goodsId: '1', quantity: '0' },
      { source: 'buyNow', goodsId: '1', quantity: '1.5' },
    ]) {
      expect(intentFromSearch(bad)).toBeNull();
    }
    expect(checkoutInput({ source: 'CART', kind: 'GOODS' }, 'a1')).toEqual({
      source: 'CART',
      addressId: 'a1',
    });
    expect(checkoutInput({ source: 'BUY_NOW', kind: 'GOODS', itemId: '12', quantity: 3 }, null)).toEqual({
      source: 'BUY_NOW',
      lines: [{ goodsId: '12', quantity: 3 }],
    });
    // Works (decision 0023): one edition, no address even when one is given.
    const work = intentFromSearch({ source: 'buyNow', workId: '7' }, 'OPUS');
    expect(work).toEqual({ source: 'BUY_NOW', kind: 'OPUS', itemId: '7', quantity: 1 });
    expect(checkoutInput(work as NonNullable<typeof work>, 'a1')).toEqual({
      kind: 'OPUS',
      source: 'BUY_NOW',
      workIds: ['7'],
    });
    expect(intentFromSearch({ source: 'buyNow', goodsId: '7' }, 'OPUS')).toBeNull();
  });
});
