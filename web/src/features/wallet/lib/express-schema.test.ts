import { describe, expect, it } from 'vitest';
import { expressSchema } from './express-schema';

const base = {
  name: ' Jiangsu-Zhejiang-Shanghai ',
  regions: ['320000', '330000', '310000'],
  minCount: '',
  minAmount: '',
};

/** The parsed input, or each failing field with its message (a rule code or a `wallet:` key). */
function parse(values: typeof base) {
  const result = expressSchema.safeParse(values);
  if (result.success) return { input: result.data };
  return {
    errors: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  };
}

describe('expressSchema', () => {
  it('sends codes once, the amount in fen, and leaves out an empty minimum', () => {
    expect(parse({ ...base, minAmount: '99.90' })).toEqual({
      input: { name: 'Jiangsu-Zhejiang-Shanghai', regions: base.regions, minAmount: 9990 },
    });
    expect(parse({ ...base, minCount: ' 3 ', regions: ['810000', '810000', '710000'] }).input).toEqual({
      name: 'Jiangsu-Zhejiang-Shanghai',
      regions: ['810000', '710000'],
      minCount: 3,
    });
  });

  it('needs at least one minimum and valid numbers', () => {
    expect(parse(base).errors).toEqual({ minCount: 'wallet:noPostage.errors.minimumRequired' });
    expect(parse({ ...base, minCount: '0', minAmount: '1.001' }).errors).toEqual({
      minCount: 'wallet:noPostage.errors.minCountInvalid',
      minAmount: 'wallet:noPostage.errors.minAmountInvalid',
    });
    expect(parse({ ...base, minCount: '10000' }).errors).toEqual({
      minCount: 'wallet:noPostage.errors.minCountInvalid',
    });
    expect(parse({ ...base, minAmount: '0' }).errors).toEqual({
      minAmount: 'wallet:noPostage.errors.minAmountInvalid',
    });
    expect(parse({ ...base, minAmount: '90071992547409.92' }).errors).toEqual({
      minAmount: 'wallet:noPostage.errors.minAmountInvalid',
    });
    // Past the old 32-bit limit: kept to the fen.
    expect(parse({ ...base, minAmount: '21,474,836.48' }).input?.minAmount).toBe(2_147_483_648);
  });

  it('needs a name and region codes from the list', () => {
    const empty = parse({ ...base, name: ' ', regions: [], minCount: '1' }).errors;
    expect(empty?.regions).toBe('wallet:noPostage.errors.regionsRequired');
    expect(Object.keys(empty ?? {})).toEqual(['name', 'regions']);
    expect(parse({ ...base, regions: ['江苏'], minCount: '1' }).errors).toEqual({
      'regions.0': 'field.region',
    });
  });
});
