// Listings (goods, works) come in the reader's language when the seller translated them, otherwise in their
// original language (decisions 0022, 0024): what the page needs to mark text in another language.
import { usePageContext } from 'vike-react/usePageContext';
import type { ContentLanguage } from '../../graphql/generated/graphql';
import type { Locale } from '../../lib/i18n/locales.js';

const CONTENT_LANGUAGE: Record<Locale, ContentLanguage> = { 'zh-cn': 'ZH_CN', en: 'EN', 'zh-tw': 'ZH_TW' };

/** The content language of the page's locale. */
export function usePageLanguage(): ContentLanguage {
  return CONTENT_LANGUAGE[usePageContext().locale];
}

/** The `lang` attribute of text shown in a content language. */
export function htmlLang(language: ContentLanguage): string {
  return language === 'ZH_CN' ? 'zh-CN' : language === 'ZH_TW' ? 'zh-TW' : 'en';
}

/** The `lang` attribute for a listing's text: set only when it differs from the page's language. */
export function textLang(lang: ContentLanguage, pageLanguage: ContentLanguage): string | undefined {
  return lang === pageLanguage ? undefined : htmlLang(lang);
}
