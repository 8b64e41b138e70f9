import { describe, expect, it } from 'vitest';
import { toAddressBody, toProvince } from './mappers.js';

const input = {
  recipientName: '林晚',
  phone: '13812345678',
  provinceCode: '330000',
  city: '杭州市',
  district: '西湖区',
  street: '文三路 90 号',
};

describe('address mappers', () => {
  it('pairs the province code with its name; a missing name never leaves it blank', () => {
    expect(toProvince({ provinceCode: '810000', provinceName: 'Hong Kong' })).toEqual({
      code: '810000',
      name: 'Hong Kong',
    });
    expect(toProvince({ provinceCode: '710000', provinceName: '' })).toEqual({
      code: '710000',
      name: '710000',
    });
  });

  it('sends the fields as given and leaves out absent optionals', () => {
    expect(toAddressBody({ ...input, postcode: null, isDefault: null })).toEqual(input);
    expect(toAddressBody({ ...input, postcode: '', isDefault: true })).toEqual({
      ...input,
      postcode: '',
      isDefault: true,
    });
  });
});
