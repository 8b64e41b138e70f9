// Valid and invalid values for every rule: nextland's validators and the web's forms both run these schemas,
// so this file is what both sides agree on.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressCity,
  addressDistrict,
  addressStreet,
  bankCardNumber,
  bankName,
  bio,
  calendarDate,
  consent,
  creditCode,
  idCardNumber,
  invitationCode,
  luhnValid,
  nickname,
  pastDate,
  phone,
  postcode,
  prcIdValid,
  REGION_CODES,
  REGION_GROUPS,
  realName,
  recipientName,
  region,
  regions,
  ruleFailure,
  smsCode,
} from './index.js';

/** The rule code of the first failure, or the parsed value when the input passes. */
function check(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { error: (issue) => ruleFailure(issue).code });
  return result.success ? { ok: result.data } : { code: result.error.issues[0]?.message };
}

describe('phone', () => {
  it('accepts mainland mobiles, spaces and dashes dropped', () => {
    expect(check(phone, '13812345678')).toEqual({ ok: '13812345678' });
    expect(check(phone, '138 1234-5678')).toEqual({ ok: '13812345678' });
  });
  it('rejects other shapes with field.phone', () => {
    for (const bad of ['12812345678', '1381234567', '138123456789', 'abc', '']) {
      expect(check(phone, bad)).toEqual({ code: 'field.phone' });
    }
  });
});

describe('smsCode', () => {
  it('is six digits', () => {
    expect(check(smsCode, ' 123456 ')).toEqual({ ok: '123456' });
    expect(check(smsCode, '12345')).toEqual({ code: 'field.smsCode' });
    expect(check(smsCode, '12345a')).toEqual({ code: 'field.smsCode' });
  });
});

describe('invitationCode', () => {
  it('is empty or 4–16 letters and digits, upper-cased', () => {
    expect(check(invitationCode, '')).toEqual({ ok: '' });
    expect(check(invitationCode, ' linwan22 ')).toEqual({ ok: 'LINWAN22' });
    expect(check(invitationCode, 'ab')).toEqual({ code: 'field.invitationCode' });
    expect(check(invitationCode, 'bad code!')).toEqual({ code: 'field.invitationCode' });
  });
});

describe('consent', () => {
  it('needs an explicit true', () => {
    expect(check(consent, true)).toEqual({ ok: true });
    expect(check(consent, false)).toEqual({ code: 'field.consent' });
    expect(check(consent, undefined)).toEqual({ code: 'field.consent' });
  });
});

describe('text lengths', () => {
  it('nickname: 1–32 characters after trimming', () => {
    expect(check(nickname, ' 林晚 ')).toEqual({ ok: '林晚' });
    expect(check(nickname, '   ')).toEqual({ code: 'field.required' });
    expect(check(nickname, 'x'.repeat(33))).toEqual({ code: 'field.maxLength' });
  });
  it('bio: at most 500 characters, empty allowed', () => {
    expect(check(bio, '')).toEqual({ ok: '' });
    expect(check(bio, 'x'.repeat(501))).toEqual({ code: 'field.maxLength' });
  });
  it('real name: 2–32 characters', () => {
    expect(check(realName, '林晚')).toEqual({ ok: '林晚' });
    expect(check(realName, '林')).toEqual({ code: 'field.minLength' });
  });
  it('bank name: 1–64 characters', () => {
    expect(check(bankName, '招商银行')).toEqual({ ok: '招商银行' });
    expect(check(bankName, '')).toEqual({ code: 'field.required' });
    expect(check(bankName, 'x'.repeat(65))).toEqual({ code: 'field.maxLength' });
  });
  it('names the limit in the failure', () => {
    const issue = nickname.safeParse('x'.repeat(33)).error?.issues[0];
    expect(issue && ruleFailure({ ...issue, input: 'x' } as never)).toEqual({
      code: 'field.maxLength',
      params: { maximum: '32' },
    });
  });
});

describe('dates', () => {
  it('calendarDate: real days only', () => {
    expect(check(calendarDate, '2024-02-29')).toEqual({ ok: '2024-02-29' });
    for (const bad of ['2023-02-29', '2023-04-31', '2023-13-01', '2023-1-1', 'yesterday']) {
      expect(check(calendarDate, bad)).toEqual({ code: 'field.date' });
    }
  });
  it('pastDate: from 1900 up to today', () => {
    expect(check(pastDate, '1990-05-01')).toEqual({ ok: '1990-05-01' });
    expect(check(pastDate, '1899-12-31')).toEqual({ code: 'field.date' });
    expect(check(pastDate, '2999-01-01')).toEqual({ code: 'field.date' });
  });
});

describe('idCardNumber', () => {
  it('accepts checksum-valid numbers, normalising what people type', () => {
    expect(check(idCardNumber, ' 110105 19491231 002x ')).toEqual({ ok: '11010519491231002X' });
    expect(check(idCardNumber, '320108200002290011')).toEqual({ ok: '320108200002290011' });
  });
  it('rejects a wrong check character, a bad shape and impossible or future birth dates', () => {
    for (const bad of ['110105194912310021', '11010519491231002', '320108200102290019', '']) {
      expect(check(idCardNumber, bad)).toEqual({ code: 'field.idNumber' });
    }
    expect(prcIdValid('11010519491231002X', '1949-12-30')).toBe(false);
  });
});

describe('creditCode', () => {
  it('accepts the 18-character layout, upper-cased', () => {
    expect(check(creditCode, '91350100m000100y43')).toEqual({ ok: '91350100M000100Y43' });
    expect(check(creditCode, '91350100M000100Y4')).toEqual({ code: 'field.creditCode' });
    expect(check(creditCode, '91350100O000100Y43')).toEqual({ code: 'field.creditCode' });
  });
});

describe('bankCardNumber', () => {
  it('accepts Luhn-valid 12–19 digit numbers with spaces or dashes', () => {
    expect(check(bankCardNumber, '4111 1111 1111 1111')).toEqual({ ok: '4111111111111111' });
    expect(check(bankCardNumber, '6222-0212-3456-7890-128')).toEqual({ ok: '6222021234567890128' });
  });
  it('rejects a changed digit, letters and wrong lengths with field.cardNumber', () => {
    for (const bad of ['4111111111111112', '4111 1111 1111 111a', '42', '41111111111111111111']) {
      expect(check(bankCardNumber, bad)).toEqual({ code: 'field.cardNumber' });
    }
    expect(luhnValid('')).toBe(false);
  });
});

describe('region', () => {
  it('is one of the 34 province-level GB/T 2260 codes, Hong Kong, Macau and Taiwan included', () => {
    expect(REGION_CODES).toHaveLength(34);
    expect(new Set(REGION_CODES).size).toBe(34);
    expect(REGION_CODES.slice(0, 3)).toEqual(['110000', '120000', '130000']);
    expect(REGION_CODES.slice(-3)).toEqual(['710000', '810000', '820000']);
    expect(REGION_GROUPS.flatMap((group) => group.codes).sort()).toEqual([...REGION_CODES]);
    for (const code of REGION_CODES) expect(code).toMatch(/^[1-8]\d0000$/);
    expect(check(region, ' 310000 ')).toEqual({ ok: '310000' });
    expect(check(region, '810000')).toEqual({ ok: '810000' });
  });
  it('rejects names, city codes and unknown codes with field.region', () => {
    for (const bad of ['上海', 'Shanghai', '310100', '000000', '990000', '', '31000']) {
      expect(check(region, bad)).toEqual({ code: 'field.region' });
    }
  });
  it('a list is 1–34 codes, a repeat counted once in first order', () => {
    expect(check(regions, ['330000', '320000', '330000'])).toEqual({ ok: ['330000', '320000'] });
    expect(check(regions, [])).toEqual({ code: 'field.minItems' });
    expect(check(regions, [...REGION_CODES, '110000'])).toEqual({ code: 'field.maxItems' });
    expect(check(regions, ['110000', '北京'])).toEqual({ code: 'field.region' });
  });
});

describe('address', () => {
  it('bounds the text fields', () => {
    expect(check(recipientName, ' 林晚 ')).toEqual({ ok: '林晚' });
    expect(check(recipientName, '  ')).toEqual({ code: 'field.required' });
    expect(check(addressCity, 'x'.repeat(33))).toEqual({ code: 'field.maxLength' });
    expect(check(addressDistrict, '西湖区')).toEqual({ ok: '西湖区' });
    expect(check(addressStreet, 'x'.repeat(121))).toEqual({ code: 'field.maxLength' });
  });
  it('takes an empty postcode or six digits', () => {
    expect(check(postcode, '')).toEqual({ ok: '' });
    expect(check(postcode, ' 310000 ')).toEqual({ ok: '310000' });
    for (const bad of ['31000', '3100000', 'abcdef']) {
      expect(check(postcode, bad)).toEqual({ code: 'field.postcode' });
    }
  });
});
