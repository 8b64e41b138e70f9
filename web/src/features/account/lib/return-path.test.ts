import { describe, expect, it } from 'vitest';
import { loginPageHref, returnPathFromUrl, safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it.each([
    ['/my', '/my'],
    ['/en/my/account?tab=security#cards', '/en/my/account?tab=security#cards'],
    ['/goods/details?id=12', '/goods/details?id=12'],
    ['/en/goods?keyword=%E9%99%B6', '/en/goods?keyword=%E9%99%B6'],
    ['/goods?next=//evil.example', '/goods?next=//evil.example'],
    ['/zh-tw/%E5%95%86%E5%93%81', '/zh-tw/%E5%95%86%E5%93%81'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example/my',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/my',
    'http:/evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%E0%A4%A',
    '%2F%2Fevil.example',
    'my',
    ' /my',
    '',
    null,
    undefined,
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});

describe('returnPathFromUrl', () => {
  it('reads ?next= and validates it', () => {
    expect(returnPathFromUrl('http://x.test/en/login?next=%2Fen%2Fgoods%3Fsort%3DNEWEST')).toBe(
      '/en/goods?sort=NEWEST',
    );
    expect(returnPathFromUrl('/?next=%2Fmy%2Fmsg')).toBe('/my/msg');
    expect(returnPathFromUrl('/?next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathFromUrl('/?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathFromUrl('/login')).toBeNull();
  });
});

describe('loginPageHref', () => {
  it('carries a safe return path, encoded', () => {
    expect(loginPageHref('/en/login', '/en/goods/details?id=3')).toBe(
      '/en/login?next=%2Fen%2Fgoods%2Fdetails%3Fid%3D3',
    );
  });

  it('drops an unsafe one', () => {
    expect(loginPageHref('/login', '//evil.example')).toBe('/login');
    expect(loginPageHref('/login', null)).toBe('/login');
  });
});
