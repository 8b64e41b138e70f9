import { usePageContext } from 'vike-react/usePageContext';
import type { Locale } from '../../../lib/i18n/locales.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';

/** The page's locale (set by +onBeforeRoute) and a helper for locale-prefixed links. */
export function useGoodsLocale(): { locale: Locale; href: (path: string) => string } {
  const { locale } = usePageContext();
  return { locale, href: (path) => localizePath(path, locale) };
}

/** `/goods/details?id=…` for one goods, without the locale prefix. */
export function goodsDetailsPath(id: string): string {
  return `/goods/details?id=${encodeURIComponent(id)}`;
}
