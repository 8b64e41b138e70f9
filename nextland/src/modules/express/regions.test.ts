import { readFileSync } from 'node:fs';
import { REGION_CODES } from '@nextland/rules';
import { describe, expect, it } from 'vitest';
import { regionName } from './regions.js';

/** The web's names (`wallet:regions`), read from the repository's locale files. */
function webNames(folder: string): Record<string, string> {
  const url = new URL(`../../../../locales/${folder}/wallet.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { regions: Record<string, string> }).regions;
}

describe('regionName', () => {
  it('names every code in each language exactly as the web does', () => {
    for (const [lang, folder] of [
      ['en', 'en'],
      ['zh-cn', 'zh-CN'],
      ['zh-tw', 'zh-TW'],
    ] as const) {
      const web = webNames(folder);
      expect(Object.keys(web).sort()).toEqual([...REGION_CODES]);
      for (const code of REGION_CODES) expect(regionName(lang, code), `${lang} ${code}`).toBe(web[code]);
    }
  });

  it('shows a free-text region kept from before codes as written', () => {
    expect(regionName('en', '820000')).toBe('Macau');
    expect(regionName('zh-tw', '710000')).toBe('台灣');
    expect(regionName('en', '苏州工业园区')).toBe('苏州工业园区');
  });
});
