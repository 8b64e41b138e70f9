import type { GoodsRow } from './queries.js';

/** The viewer's language when the goods have it, otherwise the original, and which one it is. */
export function shownText({ goods, translation }: GoodsRow) {
  if (translation?.lang) {
    const { lang, title, description } = translation;
    return { title, description, lang, translated: true };
  }
  return { title: goods.title, description: goods.description, lang: goods.originalLang, translated: false };
}
