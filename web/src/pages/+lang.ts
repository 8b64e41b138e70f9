// https://vike.dev/lang
import type { PageContext } from 'vike/types';
import { HTML_LANG } from '../lib/i18n/locales.js';

export function lang(pageContext: PageContext): string {
  return HTML_LANG[pageContext.locale];
}
