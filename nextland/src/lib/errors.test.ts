import { describe, expect, it } from 'vitest';
import { fail, ok } from './envelope.js';
import {
  AppError,
  ClientAuthError,
  ConflictError,
  ForbiddenError,
  httpStatusFor,
  NotFoundError,
  TokenExpiredError,
  TokenInvalidError,
  ValidationError,
} from './errors.js';

describe('AppError subclasses', () => {
  it.each([
    [new ClientAuthError(), 401, 'unauthorized'],
    [new ForbiddenError(), 403, 'forbidden'],
    [new NotFoundError(), 404, 'notFound'],
    [new NotFoundError('routeNotFound'), 404, 'routeNotFound'],
    [new ConflictError(), 409, 'conflict'],
    [new TokenExpiredError(), 506, 'tokenExpired'],
    [new TokenInvalidError(), 507, 'tokenInvalid'],
  ])('%s carries code %i and key %s', (error, code, key) => {
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(code);
    expect(error.messageKey).toBe(key);
  });

  it('a ValidationError carries its fields as data', () => {
    const error = new ValidationError([{ field: 'size', message: 'too big' }]);
    expect(error.code).toBe(400);
    expect(error.data).toEqual({ fields: [{ field: 'size', message: 'too big' }] });
  });
});

describe('httpStatusFor', () => {
  it('mirrors the envelope code, except the token codes which are 401', () => {
    expect(httpStatusFor(400)).toBe(400);
    expect(httpStatusFor(404)).toBe(404);
    expect(httpStatusFor(409)).toBe(409);
    expect(httpStatusFor(506)).toBe(401);
    expect(httpStatusFor(507)).toBe(401);
  });

  it('falls back to 500 for codes HTTP cannot carry', () => {
    expect(httpStatusFor(0)).toBe(500);
    expect(httpStatusFor(1000)).toBe(500);
  });
});

describe('envelope', () => {
  it('ok() is a translated success envelope with exactly four keys', () => {
    const body = ok('en', { a: 1 });
    expect(body).toEqual({ code: 200, success: true, msg: 'Success', data: { a: 1 } });
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg', 'success']);
    expect(ok('zh-cn', null).msg).toBe('成功');
  });

  it('fail() is never successful and defaults data to null', () => {
    expect(fail(404, 'Not found')).toEqual({ code: 404, success: false, msg: 'Not found', data: null });
    expect(fail(400, 'x', { fields: [] }).data).toEqual({ fields: [] });
  });
});
