import { describe, expect, it } from 'vitest';
import { idListQuery, idQuery, parseId } from './ids.js';

describe('parseId', () => {
  it('accepts positive digit strings up to 15 digits', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('1234567890')).toBe(1234567890);
    expect(parseId('999999999999999')).toBe(999_999_999_999_999);
  });

  it.each(['', '0', '01', '-1', '1.5', '1e3', ' 1', 'abc', '0x10', '1234567890123456'])(
    'rejects %j',
    (value) => {
      expect(parseId(value)).toBeNull();
    },
  );
});

describe('idQuery', () => {
  it('turns digits into a number and names the id message on failure', () => {
    expect(idQuery.parse('42')).toBe(42);
    const result = idQuery.safeParse('4x');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('field.id');
  });
});

describe('idListQuery', () => {
  const schema = idListQuery(3);

  it('splits, trims and de-duplicates while keeping order', () => {
    expect(schema.parse('3, 1,3,2')).toEqual([3, 1, 2]);
  });

  it('rejects empty parts and non-digits with the id-list message', () => {
    for (const value of ['', '1,,2', '1,a', '1,-2']) {
      const result = schema.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('field.idList');
    }
  });

  it('rejects more than the maximum distinct ids', () => {
    expect(schema.safeParse('1,2,3,4').success).toBe(false);
    expect(schema.safeParse('1,2,3,3,3').success).toBe(true);
  });
});
