import { type ReactNode, useState } from 'react';
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
  return (
    <header className="sticky top-0 z-50 border-b border-line/70 bg-primary/85 backdrop-blur-xl">
      <div className="page-container flex h-16 items-center gap-6 xl:h-[72px]">
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
        {/* When the links do not fit beside the account controls (long English labels, a long nickname) they
            scroll sideways instead of running under the locale switcher. */}
        <nav
          aria-label={t('nav.label')}
          className="hidden min-w-0 flex-1 items-center gap-1 overflow-x-auto [scrollbar-width:none] xl:flex [mask-image:linear-gradient(to_right,black_calc(100%-2rem),transparent)]"
        >
          {NAV_ITEMS.map((item) => {
            const active = isActivePath(logicalPath, item.path);
            return (
              <LocalizedLink
                key={item.key}
                href={item.path}
                aria-current={active ? 'page' : undefined}
                className={`whitespace-nowrap rounded-full px-2.5 py-1.5 transition-colors 2xl:px-3 ${
                  active ? 'bg-surface-2 text-ink' : 'text-muted hover:text-ink'
                }`}
              >
                {t(`nav.${item.key}`)}
              </LocalizedLink>
            );
          })}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-3">
          <LocaleSwitcher className="hidden md:flex" />
          {account}
          <button
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
