import { describe, expect, it } from 'vitest';
import { likePattern } from './keyword.js';

describe('likePattern', () => {
  it('wraps the keyword for a substring match', () => {
    expect(likePattern('茶盏')).toBe('%茶盏%');
  });

  it('escapes LIKE wildcards and the escape character so they match themselves', () => {
    expect(likePattern('100%')).toBe('%100\\%%');
    expect(likePattern('a_b')).toBe('%a\\_b%');
    expect(likePattern('x\\y')).toBe('%x\\\\y%');
  });
});
