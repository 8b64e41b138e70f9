import { usePageContext } from 'vike-react/usePageContext';
import type { ContentLanguage } from '../../../graphql/generated/graphql';
import type { Locale } from '../../../lib/i18n/locales.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';

const CONTENT_LANGUAGE: Record<Locale, ContentLanguage> = { 'zh-cn': 'ZH_CN', en: 'EN', 'zh-tw': 'ZH_TW' };

/** The page's locale, its content language and a helper for locale-prefixed links. */
export function useOpusLocale(): {
  locale: Locale;
  language: ContentLanguage;
  href: (path: string) => string;
} {
  const { locale } = usePageContext();
  return { locale, language: CONTENT_LANGUAGE[locale], href: (path) => localizePath(path, locale) };
}

/** `/opus/details?id=…` for one work, without the locale prefix. */
export function opusDetailsPath(id: string): string {
  return `/opus/details?id=${encodeURIComponent(id)}`;
}
