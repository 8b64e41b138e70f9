// The one sanitiser of stored plain text: no tag survives, even one that reassembles once another is removed,
// and the characters people type (`<3`, `a & b`, `2 < 4`) stay as they are.
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.js';

describe('plainText', () => {
  it.each([
    ['<b>bold</b> text', 'bold text'],
    ['<script>alert(1)</script>hi', 'hi'],
    ['<<img src=x onerror=alert(1)>img onerror=alert(2)>', ''],
    ['x <<script>script>alert(1)<</script>/script>', 'x'],
    ['<<<img>img>img src=x onerror=1>', ''],
    ['&lt;img src=x onerror=1&gt;', ''],
  ])('takes the markup out of %j', (raw, stored) => {
    expect(plainText(raw)).toBe(stored);
  });

  it.each([
    ['a < b & c <3', 'a < b & c <3'],
    ['5 > 3 and 2 < 4', '5 > 3 and 2 < 4'],
    ["“quoted” and 'single'", "“quoted” and 'single'"],
  ])('keeps the characters of %j', (raw, stored) => {
    expect(plainText(raw)).toBe(stored);
  });

  it('normalises line breaks, keeps at most one blank line, drops control characters and trims', () => {
    expect(plainText('  line1\r\nline2\u0007\n\n\n\nline3\r ')).toBe('line1\nline2\n\nline3');
  });

  it('never answers text a parser would read as a tag', () => {
    const built = `${'<'.repeat(60)}img src=x onerror=1${'>'.repeat(60)}`;
    expect(plainText(built)).not.toMatch(/<[a-z!/?]/i);
  });
});
