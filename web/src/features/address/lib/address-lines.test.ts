import { describe, expect, it } from 'vitest';
import { placeOf } from './address-lines';

const province = (name: string) => ({ __typename: 'Region' as const, code: '330000', name });

describe('placeOf', () => {
  it('reads from the province down, saying a repeated name once', () => {
    expect(placeOf({ province: province('浙江'), city: '杭州市', district: '西湖区' })).toBe(
      '浙江 杭州市 西湖区',
    );
    expect(placeOf({ province: province('Hong Kong'), city: 'Hong Kong', district: 'Central' })).toBe(
      'Hong Kong Central',
    );
  });
});
