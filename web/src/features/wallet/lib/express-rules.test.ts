import { describe, expect, it } from 'vitest';
import { parseExpress } from './express-rules';

const base = {
  name: 'Jiangsu-Zhejiang-Shanghai',
  regions: ['江苏', '浙江', '上海'],
  minCount: '',
  minAmount: '',
};

describe('parseExpress', () => {
  it('sends the amount in fen and leaves out an empty minimum', () => {
    expect(parseExpress({ ...base, minAmount: '99.90' })).toEqual({
      input: { name: base.name, regions: base.regions, minAmount: 9990 },
      errors: {},
    });
    expect(parseExpress({ ...base, minCount: '3', regions: ['上海', ' 上海 '] }).input).toEqual({
      name: base.name,
      regions: ['上海'],
      minCount: 3,
    });
  });

  it('needs at least one minimum and valid numbers', () => {
    expect(parseExpress(base).errors).toEqual({ minCount: 'minimumRequired' });
    expect(parseExpress({ ...base, minCount: '0', minAmount: '1.001' }).errors).toEqual({
      minCount: 'minCountInvalid',
      minAmount: 'minAmountInvalid',
    });
    expect(parseExpress({ ...base, minAmount: '0' }).errors).toEqual({ minAmount: 'minAmountInvalid' });
    expect(parseExpress({ ...base, minAmount: '90071992547409.92' }).errors).toEqual({
      minAmount: 'minAmountInvalid',
    });
    // Past the old 32-bit limit: kept to the fen.
    expect(parseExpress({ ...base, minAmount: '21,474,836.48' }).input?.minAmount).toBe(2_147_483_648);
  });

  it('needs a name and regions', () => {
    expect(parseExpress({ ...base, name: ' ', regions: [], minCount: '1' }).errors).toEqual({
      name: 'nameRequired',
      regions: 'regionsRequired',
    });
    expect(parseExpress({ ...base, regions: ['x'.repeat(21)], minCount: '1' }).errors).toEqual({
      regions: 'regionTooLong',
    });
  });
});
