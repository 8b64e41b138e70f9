import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it.each([
    ['/my', '/my'],
    ['/en/my/account?tab=security#cards', '/en/my/account?tab=security#cards'],
    ['/goods/details?id=12', '/goods/details?id=12'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example/my',
    '/\\evil.example',
    'https://evil.example/my',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    'my',
    '',
    null,
    undefined,
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});
