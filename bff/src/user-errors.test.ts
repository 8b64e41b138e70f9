import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  badUserInput,
  conflict,
  forbidden,
  notFound,
  rateLimited,
  unauthenticated,
  upstreamError,
} from './errors.js';
import { attempt, toGraphqlField, toUserErrors } from './user-errors.js';

describe('toGraphqlField', () => {
  it.each([
    ['registration_ticket', 'ticket'],
    ['sms_code', 'smsCode'],
    ['invitation_code', 'invitationCode'],
    ['cardNumber', 'cardNumber'],
    ['portfolio.0', 'portfolio.0'],
    ['some_new_field', 'someNewField'],
    ['body', null],
  ])('%s → %s', (field, expected) => {
    expect(toGraphqlField(field)).toBe(expected);
  });
});

describe('toUserErrors', () => {
  it('gives one INVALID error per nextland field error, with GraphQL field names', () => {
    const error = badUserInput('輸入有誤', [
      { field: 'sms_code', message: '驗證碼錯誤，還可嘗試 4 次' },
      { field: 'phone', message: '手機號已註冊' },
    ]);
    expect(toUserErrors(error)).toEqual([
      { field: 'smsCode', code: 'INVALID', message: '驗證碼錯誤，還可嘗試 4 次', retryAfter: null },
      { field: 'phone', code: 'INVALID', message: '手機號已註冊', retryAfter: null },
    ]);
  });

  it('keeps a 400 without fields as one INVALID error', () => {
    expect(toUserErrors(badUserInput('Bad', []))).toEqual([
      { field: null, code: 'INVALID', message: 'Bad', retryAfter: null },
    ]);
  });

  it.each([
    [forbidden('先实名认证'), 'FORBIDDEN', '先实名认证'],
    [notFound('未找到'), 'NOT_FOUND', '未找到'],
    [conflict('已存在'), 'CONFLICT', '已存在'],
  ])('maps %s', (error, code, message) => {
    expect(toUserErrors(error)).toEqual([{ field: null, code, message, retryAfter: null }]);
  });

  it('carries retryAfter on RATE_LIMITED', () => {
    expect(toUserErrors(rateLimited('请 37 秒后再试', 37))).toEqual([
      { field: null, code: 'RATE_LIMITED', message: '请 37 秒后再试', retryAfter: 37 },
    ]);
  });

  it('leaves session and upstream failures and bugs to be thrown', () => {
    expect(toUserErrors(unauthenticated('TOKEN_EXPIRED'))).toBeUndefined();
    expect(toUserErrors(upstreamError())).toBeUndefined();
    expect(toUserErrors(new GraphQLError('x'))).toBeUndefined();
    expect(toUserErrors(new Error('bug'))).toBeUndefined();
  });
});

describe('attempt', () => {
  it('returns the value, expected failures as userErrors, and rethrows the rest', async () => {
    expect(await attempt(Promise.resolve(5))).toEqual({ value: 5, userErrors: [] });
    expect(await attempt(Promise.reject(conflict('dup')))).toMatchObject({
      value: null,
      userErrors: [{ code: 'CONFLICT' }],
    });
    await expect(attempt(Promise.reject(unauthenticated('TOKEN_INVALID')))).rejects.toThrow(GraphQLError);
  });
});
