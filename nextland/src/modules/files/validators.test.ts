import { describe, expect, it } from 'vitest';
import { isSafeFilePath } from './validators.js';

describe('isSafeFilePath', () => {
  it.each(['placeholder.svg', 'goods/12-1.svg', 'avatars/3.svg', 'a/b/c_d.e.png'])('allows %s', (path) => {
    expect(isSafeFilePath(path)).toBe(true);
  });

  it.each([
    '',
    '..',
    '../secret.txt',
    'goods/../../secret.txt',
    './goods/1-1.svg',
    '.env',
    'goods/.hidden',
    '/etc/passwd',
    'goods//1-1.svg',
    'goods\\..\\secret',
    'goods/1-1.svg%00',
    'C:secret',
    `${'a'.repeat(129)}.svg`,
  ])('refuses %j', (path) => {
    expect(isSafeFilePath(path)).toBe(false);
  });
});
