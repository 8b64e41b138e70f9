// nextland's language codes (the `lang` of a listing) as the schema's ContentLanguage, for works and goods.
import type { ContentLanguage } from '../../generated/graphql.js';

type RestLanguage = 'zh-cn' | 'en' | 'zh-tw';

const languages: Record<RestLanguage, ContentLanguage> = { 'zh-cn': 'ZH_CN', en: 'EN', 'zh-tw': 'ZH_TW' };

export function toLanguage(lang: RestLanguage): ContentLanguage {
  return languages[lang];
}
