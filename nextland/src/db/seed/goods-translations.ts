// The demo goods' English and Traditional Chinese versions, translated word by word from the Simplified
// Chinese pieces a title and description are built from (goods-vocabulary.ts), so all three say the same.
import type { Lang } from '../../lib/lang.js';
import { CARE_NOTE_TRANSLATIONS, CRAFT_NOTE_TRANSLATIONS } from './goods-note-translations.js';
import { GOODS_VOCABULARY } from './goods-vocabulary.js';

/** What a Chinese listing was built from: vocabulary words, the size, and the notes by their index. */
export type GoodsPieces = {
  category: string;
  prefix: string;
  motif: string;
  form: string;
  material: string;
  size: string;
  craftNotes: readonly number[];
  careNote: number;
};

export type TextSeed = { lang: Lang; title: string; description: string };

const EN = 0 as const;
const ZH_TW = 1 as const;

function pair(words: Readonly<Record<string, readonly [string, string]>>, word: string, what: string) {
  const found = words[word];
  if (!found) throw new Error(`goods-vocabulary.ts has no ${what} "${word}"`);
  return found;
}

function note(notes: readonly (readonly [string, string])[], index: number, lang: 0 | 1): string {
  const found = notes[index];
  if (!found) throw new Error(`No translation of note ${index}`);
  return found[lang];
}

/** The listing in English and in Traditional Chinese. */
export function translateGoods(pieces: GoodsPieces): TextSeed[] {
  const vocabulary = GOODS_VOCABULARY[pieces.category];
  if (!vocabulary) throw new Error(`goods-vocabulary.ts has no category "${pieces.category}"`);
  const prefix = pair(vocabulary.prefixes, pieces.prefix, 'prefix');
  const motif = pair(vocabulary.motifs, pieces.motif, 'motif');
  const form = pair(vocabulary.forms, pieces.form, 'form');
  const material = pair(vocabulary.materials, pieces.material, 'material');
  const englishTitle =
    vocabulary.order === 'titled'
      ? `${motif[EN]}, ${prefix[EN]} ${form[EN]}`
      : `${prefix[EN]} ${motif[EN]} ${form[EN]}`;
  const englishNotes = [
    ...pieces.craftNotes.map((i) => note(CRAFT_NOTE_TRANSLATIONS, i, EN)),
    note(CARE_NOTE_TRANSLATIONS, pieces.careNote, EN),
  ];
  const twTitle = prefix[ZH_TW] + motif[ZH_TW] + form[ZH_TW];
  const twNotes = [
    ...pieces.craftNotes.map((i) => note(CRAFT_NOTE_TRANSLATIONS, i, ZH_TW)),
    note(CARE_NOTE_TRANSLATIONS, pieces.careNote, ZH_TW),
  ];
  return [
    {
      lang: 'en',
      title: englishTitle,
      description: `${englishTitle}, ${material[EN]}. About ${pieces.size}. ${englishNotes.join(' ')}`,
    },
    {
      lang: 'zh-tw',
      title: twTitle,
      description: `${twTitle}，${material[ZH_TW]}。尺寸約 ${pieces.size}。${twNotes.join('')}`,
    },
  ];
}
