import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('collapses line breaks and spaces', () => {
    expect(metaDescription('Blue glaze.\n\n  Fired twice.')).toBe('Blue glaze. Fired twice.');
  });

  it('cuts long Latin text at a word boundary', () => {
    const text = 'word '.repeat(60);
    const result = metaDescription(text, 23);
    expect(result).toBe('word word word word…');
  });

  it('cuts CJK text at the limit', () => {
    expect(metaDescription('青'.repeat(200), 10)).toBe(`${'青'.repeat(10)}…`);
  });
});
