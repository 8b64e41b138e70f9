import { describe, expect, it } from 'vitest';
import { toCreateExpress, toRegions } from './mappers.js';

describe('wallet mappers', () => {
  it('pairs each region code with its name, in order; a kept free-text region is its own name', () => {
    expect(
      toRegions({
        regions: ['810000', '310000', '苏州工业园区'],
        regionNames: ['Hong Kong', 'Shanghai', '苏州工业园区'],
      }),
    ).toEqual([
      { code: '810000', name: 'Hong Kong' },
      { code: '310000', name: 'Shanghai' },
      { code: '苏州工业园区', name: '苏州工业园区' },
    ]);
    // A name missing from the reply never leaves a region blank.
    expect(toRegions({ regions: ['710000'], regionNames: [] })).toEqual([{ code: '710000', name: '710000' }]);
  });

  it('sends the codes as given and leaves out absent minimums', () => {
    expect(toCreateExpress({ name: 'HK', regions: ['810000'], minCount: null, minAmount: 500 })).toEqual({
      name: 'HK',
      regions: ['810000'],
      minAmount: 500,
    });
  });
});
