import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { LocalizedLink } from '../ui/localized-link.js';
import { useLogicalPath } from '../ui/use-logical-path.js';
import { LocaleSwitcher } from './locale-switcher.js';
import { MobileMenu } from './mobile-menu.js';
import { isActivePath, NAV_ITEMS } from './nav-items.js';

/** `account` is the login button or user menu, supplied by the page layer (shared code imports no feature). */
export function AppHeader({ account }: { account: ReactNode }) {
  const t = useFixedT('common');
  const logicalPath = useLogicalPath();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // A disclosure navigation (WAI-ARIA): Escape closes it and puts focus back on its button.
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
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
          <button
            ref={toggle}
            type="button"
            className="grid size-9 place-items-center rounded-full border border-line text-ink xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className="text-lg leading-none">
              {menuOpen ? '×' : '≡'}
            </span>
          </button>
        </div>
      </div>
      {menuOpen ? <MobileMenu logicalPath={logicalPath} onNavigate={() => setMenuOpen(false)} /> : null}
    </header>
  );
}
