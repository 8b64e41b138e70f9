import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { LocalizedLink } from '../ui/localized-link.js';
import { LocaleSwitcher } from './locale-switcher.js';
import { isActivePath, NAV_ITEMS } from './nav-items.js';

/** The header navigation for narrow windows, shown below the bar. */
export function MobileMenu({ logicalPath, onNavigate }: { logicalPath: string; onNavigate: () => void }) {
  const t = useFixedT('common');
  return (
    <div id="mobile-menu" className="border-t border-line bg-primary xl:hidden">
      <nav aria-label={t('nav.label')} className="page-container grid grid-cols-2 gap-1 py-4 sm:grid-cols-3">
        {NAV_ITEMS.map((item) => (
          <LocalizedLink
            key={item.key}
            href={item.path}
            onClick={onNavigate}
            aria-current={isActivePath(logicalPath, item.path) ? 'page' : undefined}
            className="rounded-lg px-3 py-2.5 text-base text-muted hover:bg-surface hover:text-ink aria-[current=page]:bg-surface aria-[current=page]:text-ink"
          >
            {t(`nav.${item.key}`)}
          </LocalizedLink>
        ))}
      </nav>
      <div className="page-container border-t border-line py-3 md:hidden">
        <LocaleSwitcher landmark={false} />
      </div>
    </div>
  );
}
