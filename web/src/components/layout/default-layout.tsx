import type { ReactNode } from 'react';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { AppFooter } from './app-footer.js';
import { AppHeader } from './app-header.js';

/** Header, main content and footer: the shell every route gets unless it picks another `layout`. */
export function DefaultLayout({ children, account }: { children: ReactNode; account: ReactNode }) {
  const t = useFixedT('common');
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="z-overlay-top sr-only fixed left-4 top-3 rounded bg-ink px-3 py-2 text-black focus:not-sr-only"
      >
        {t('skipToContent')}
      </a>
      <AppHeader account={account} />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
