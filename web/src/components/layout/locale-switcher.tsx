import { usePageContext } from 'vike-react/usePageContext';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { writeLocaleCookie } from '../../lib/i18n/locale-cookie.js';
import { HTML_LANG, LOCALES } from '../../lib/i18n/locales.js';
import { switchLocalePath } from '../../lib/i18n/localize-path.js';

/**
 * Plain links (they work before hydration and without JS); clicking stores the choice in the
 * `i18n_redirected` cookie so the next visit to `/` opens in that language.
 */
export function LocaleSwitcher({
  className = '',
  landmark = true,
}: {
  className?: string;
  landmark?: boolean;
}) {
  const t = useFixedT('common');
  const { locale, urlPathname, urlParsed } = usePageContext();
  const search = urlParsed.searchOriginal ?? '';
  // One "Language" navigation landmark per page (axe landmark-unique): a second copy, as in the footer, is
  // a plain group of links with the same name.
  const Container = landmark ? 'nav' : 'div';
  return (
    <Container
      role={landmark ? undefined : 'group'}
      aria-label={t('locale.label')}
      className={`flex items-center gap-0.5 2xl:gap-1 ${className}`}
    >
      {LOCALES.map((code) => (
        <a
          key={code}
          href={switchLocalePath(urlPathname, search, code)}
          hrefLang={HTML_LANG[code]}
          lang={HTML_LANG[code]}
          aria-current={code === locale ? 'true' : undefined}
          onClick={() => writeLocaleCookie(code)}
          className={`rounded-full px-2 py-1 text-xs transition-colors 2xl:px-2.5 ${
            code === locale ? 'bg-ink text-black' : 'text-muted hover:text-ink'
          }`}
        >
          {t(`locale.${code}`)}
        </a>
      ))}
    </Container>
  );
}
