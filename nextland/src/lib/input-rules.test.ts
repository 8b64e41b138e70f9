import { isCalendarDate } from '@nextland/rules';
import { describe, expect, it } from 'vitest';
import { controlCharacterFields, hasControlCharacters } from './input-rules.js';

describe('text rule', () => {
  it.each(['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f'])('refuses %j', (text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });

  it.each(['', 'plain', 'line\nbreak', 'tab\there', 'crlf\r\n', '中文 ✓', '\u00a0'])('allows %j', (text) => {
    expect(hasControlCharacters(text)).toBe(false);
  });

  it('names every offending string by its path', () => {
    const body = { name: 'ok', regions: ['浙江', 'x\u0000'], nested: { bio: '\u0000' }, count: 3 };
    expect(controlCharacterFields(body)).toEqual(['regions.1', 'nested.bio']);
    expect(controlCharacterFields('\u0000')).toEqual(['']);
    expect(controlCharacterFields(null)).toEqual([]);
  });
});

describe('date rule', () => {
  it.each(['2024-02-29', '2000-02-29', '1900-01-01', '2023-12-31'])('accepts %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each(['2023-02-29', '1900-02-29', '2023-04-31', '2024-13-01', '2024-00-10', '2024-1-1', '20240101', ''])(
    'refuses %j',
    (date) => {
      expect(isCalendarDate(date)).toBe(false);
    },
  );
});
