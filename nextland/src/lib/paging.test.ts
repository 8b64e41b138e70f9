import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_PAGE_SIZE, offsetOf, pagingQuery, toPage } from './paging.js';

const schema = z.object(pagingQuery);

describe('paging', () => {
  it('turns current/size into a row offset', () => {
    expect(offsetOf({ current: 1, size: 10 })).toBe(0);
    expect(offsetOf({ current: 3, size: 25 })).toBe(50);
  });

  it('rounds pages up and keeps the request echoed', () => {
    expect(toPage(['a'], 21, { current: 3, size: 10 })).toEqual({
      records: ['a'],
      total: 21,
      size: 10,
      current: 3,
      pages: 3,
    });
    expect(toPage([], 20, { current: 1, size: 10 }).pages).toBe(2);
    expect(toPage([], 0, { current: 1, size: 10 }).pages).toBe(0);
  });

  it('defaults to the first page of ten and coerces query strings', () => {
    expect(schema.parse({})).toEqual({ current: 1, size: 10 });
    expect(schema.parse({ current: '4', size: '100' })).toEqual({ current: 4, size: 100 });
  });

  it('rejects sizes above the maximum, zero, fractions and non-numbers', () => {
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(schema.safeParse({ size: '101' }).success).toBe(false);
    expect(schema.safeParse({ size: '0' }).success).toBe(false);
    expect(schema.safeParse({ current: '0' }).success).toBe(false);
    expect(schema.safeParse({ current: '1.5' }).success).toBe(false);
    expect(schema.safeParse({ size: 'ten' }).success).toBe(false);
  });
});
