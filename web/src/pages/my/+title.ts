// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { myTitle } from '../../features/account/my/my-titles.js';
import { getI18n } from '../../lib/i18n/i18n.js';
import { extractLocale } from '../../lib/i18n/localize-path.js';

/**
 * Each personal-centre page's own title (issue 9). Vike sets it on load and on every Vike navigation into
 * `/my`; react-router's moves inside the centre update it through `useMyTitle`.
 */
export default function title(pageContext: PageContext): string {
  const { path } = extractLocale(pageContext.urlPathname);
  const below = path.replace(/^\/my/, '') || '/';
  return myTitle(below, getI18n(pageContext.locale));
}
