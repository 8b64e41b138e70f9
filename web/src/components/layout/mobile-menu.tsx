import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  RouterProvider,
} from 'react-aria-components';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { writeLocaleCookie } from '../../lib/i18n/locale-cookie.js';
import { HTML_LANG, LOCALES } from '../../lib/i18n/locales.js';
import { localizePath, switchLocalePath } from '../../lib/i18n/localize-path.js';
import { MENU_BUTTON_CLASS, MenuIcon } from './menu-button-look.js';
import { isActivePath, NAV_ITEMS } from './nav-items.js';

const ITEM =
  'block cursor-pointer rounded-lg px-3 py-2.5 text-base outline-none data-[focused]:bg-surface-2 data-[focused]:text-ink';

/**
 * The header navigation for narrow windows (decision 0015): a react-aria Menu (arrow keys, Home/End,
 * typeahead, Escape closes and focus returns to the button). Items are links that Vike's router follows;
 * the languages come last, as on wide windows' switcher. Loaded after hydration (see app-header.tsx).
 */
export function MobileMenu({ logicalPath, defaultOpen }: { logicalPath: string; defaultOpen: boolean }) {
  const t = useFixedT('common');
  const { locale, urlPathname, urlParsed } = usePageContext();
  const search = urlParsed.searchOriginal ?? '';
  return (
    <RouterProvider navigate={(href) => void navigate(href)}>
      <MenuTrigger defaultOpen={defaultOpen}>
        <Button aria-label={t('nav.menu')} className={`${MENU_BUTTON_CLASS} data-[focus-visible]:ring-2`}>
          <MenuIcon />
        </Button>
        <Popover
          placement="bottom end"
          offset={8}
          className="z-overlay max-h-[75vh] w-64 overflow-auto rounded-xl border border-line bg-surface p-2 shadow-2xl shadow-black/60 outline-none!"
        >
          <Menu aria-label={t('nav.label')} className="flex flex-col gap-1 outline-none!">
            {/* Section ids share the collection's key space with item ids: they get their own prefix. */}
            <MenuSection id="section-areas">
              {NAV_ITEMS.map((item) => (
                <MenuItem
                  key={item.key}
                  id={item.key}
                  href={localizePath(item.path, locale)}
                  className={`${ITEM} ${isActivePath(logicalPath, item.path) ? 'bg-surface-2 text-ink' : 'text-muted'}`}
                >
                  {t(`nav.${item.key}`)}
                </MenuItem>
              ))}
            </MenuSection>
            <MenuSection id="section-locales" className="border-line border-t pt-2">
              <Header className="px-3 pb-1 text-subtle text-xs uppercase tracking-[0.18em]">
                {t('locale.label')}
              </Header>
              {LOCALES.map((code) => (
                <MenuItem
                  key={code}
                  id={`locale-${code}`}
                  href={switchLocalePath(urlPathname, search, code)}
                  hrefLang={HTML_LANG[code]}
                  onAction={() => writeLocaleCookie(code)}
                  className={`${ITEM} ${code === locale ? 'bg-surface-2 text-ink' : 'text-muted'}`}
                >
                  <span lang={HTML_LANG[code]}>{t(`locale.${code}`)}</span>
                </MenuItem>
              ))}
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
