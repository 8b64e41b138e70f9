// The bulk catalogue's words per category, passed to its INSERT … SELECT as one JSON parameter.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../client.js';
import { CATEGORY_SEEDS } from './categories.js';
import { ENGLISH_VOCABULARY } from './english-vocabulary.js';
import { GOODS_VOCABULARY, type GoodsVocabulary } from './goods-vocabulary.js';

/** The English words parallel to the Chinese ones (goods-vocabulary.ts), so a translation says the same. */
function englishOf(words: readonly string[], pairs: GoodsVocabulary['prefixes']): string[] {
  return words.map((word) => pairs[word]?.[0] ?? word);
}

/**
 * Per category: its id, the Chinese and English title words, the English translations of the Chinese ones,
 * a price range and the covers to reuse.
 */
export async function vocabularyRows(tx: Db) {
  const categories = await rowsOf<{ id: number; code: string }>(tx, sql`select id, code from categories`);
  const covers = await rowsOf<{ category_id: number; url: string; width: number; height: number }>(
    tx,
    sql`
    select g.category_id, i.url, i.width, i.height
    from goods_images i join goods g on g.id = i.goods_id
    where i.position = 0 and g.category_id is not null`,
  );
  return categories.flatMap(({ id, code }) => {
    const seed = CATEGORY_SEEDS.find((c) => c.code === code);
    const english = ENGLISH_VOCABULARY[code];
    const translated = GOODS_VOCABULARY[code];
    if (!seed || !english || !translated) return [];
    const own = covers.filter((cover) => cover.category_id === id);
    return [
      {
        category_id: id,
        zh_prefixes: seed.prefixes,
        zh_motifs: seed.motifs,
        zh_forms: seed.forms,
        zh_materials: seed.materials,
        en_prefixes: english.prefixes,
        en_motifs: english.motifs,
        en_forms: english.forms,
        en_materials: english.materials,
        tr_titled: translated.order === 'titled',
        tr_prefixes: englishOf(seed.prefixes, translated.prefixes),
        tr_motifs: englishOf(seed.motifs, translated.motifs),
        tr_forms: englishOf(seed.forms, translated.forms),
        tr_materials: englishOf(seed.materials, translated.materials),
        min_yuan: seed.priceYuan[0],
        max_yuan: seed.priceYuan[1],
        is_unique: seed.unique,
        cover_urls: own.map((cover) => cover.url),
        cover_widths: own.map((cover) => cover.width),
        cover_heights: own.map((cover) => cover.height),
      },
    ];
  });
}
