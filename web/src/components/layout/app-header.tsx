import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { useHydrated } from '../../lib/hooks/use-hydrated.js';
import { LocalizedLink } from '../ui/localized-link.js';
import { useLogicalPath } from '../ui/use-logical-path.js';
import { LocaleSwitcher } from './locale-switcher.js';
import { MENU_BUTTON_CLASS, MenuIcon } from './menu-button-look.js';
import { isActivePath, NAV_ITEMS } from './nav-items.js';

// react-aria is not in any public page's first-load JavaScript (decision 0015): the phone menu loads after
// hydration on windows narrow enough to show it, or with the first press of its stand-in button.
const MobileMenu = lazy(() => import('./mobile-menu.js').then((module) => ({ default: module.MobileMenu })));

/** The header hides its link bar below 1280 px (Tailwind's `xl`): the phone menu stands in for it. */
const NARROW = '(max-width: 1279.98px)';

/** `account` is the login button or user menu, supplied by the page layer (shared code imports no feature). */
export function AppHeader({ account }: { account: ReactNode }) {
  const t = useFixedT('common');
  const logicalPath = useLogicalPath();
  const hydrated = useHydrated();
  const [menu, setMenu] = useState<'idle' | 'load' | 'open'>('idle');
  useEffect(() => {
    if (window.matchMedia(NARROW).matches) setMenu((current) => (current === 'idle' ? 'load' : current));
  }, []);
  const standIn = (
    <button
      type="button"
      className={MENU_BUTTON_CLASS}
      aria-label={t('nav.menu')}
      aria-haspopup="menu"
      aria-expanded={false}
      data-menu-stand-in=""
      onClick={() => setMenu('open')}
    >
      <MenuIcon />
    </button>
  );
  return (
    // From 1280 px the links share the bar with the locale switcher and account controls; up to 1536 px a
    // narrower gutter and tighter spacing keep every link on screen (issue 9: none clipped at 1280 px).
    <header className="sticky top-0 z-50 border-b border-line/70 bg-primary/85 backdrop-blur-xl xl:max-2xl:[--gutter:3rem]">
      <div className="page-container flex h-(--header-height) items-center gap-4 2xl:gap-6">
        {/* The name starts with the visible brand (WCAG 2.5.3, label in name) and says where the link goes. */}
        <LocalizedLink href="/" className="flex shrink-0 items-center gap-2.5">
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-lg bg-ink text-sm font-black text-black"
          >
            N
          </span>
          <span className="text-lg font-semibold tracking-tight">{t('brand')}</span>
          <span className="sr-only">{t('nav.home')}</span>
        </LocalizedLink>
        <nav aria-label={t('nav.label')} className="hidden min-w-0 flex-1 items-center gap-0.5 xl:flex">
          {NAV_ITEMS.map((item) => {
            const active = isActivePath(logicalPath, item.path);
            return (
              <LocalizedLink
                key={item.key}
                href={item.path}
                aria-current={active ? 'page' : undefined}
                className={`whitespace-nowrap rounded-full px-2 py-1.5 transition-colors 2xl:px-2.5 ${
                  active ? 'bg-surface-2 text-ink' : 'text-muted hover:text-ink'
                }`}
              >
                {t(`nav.${item.key}`)}
              </LocalizedLink>
            );
          })}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2 2xl:gap-3">
          <LocaleSwitcher className="hidden md:flex" />
          {account}
          {hydrated && menu !== 'idle' ? (
            <Suspense fallback={standIn}>
              <MobileMenu logicalPath={logicalPath} defaultOpen={menu === 'open'} />
            </Suspense>
          ) : (
            standIn
          )}
        </div>
      </div>
    </header>
  );
}
