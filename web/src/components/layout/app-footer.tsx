import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { LocalizedLink } from '../ui/localized-link.js';
import { LocaleSwitcher } from './locale-switcher.js';
import { NAV_ITEMS } from './nav-items.js';

const EXPLORE = NAV_ITEMS.slice(0, 5);
const COMMUNITY = NAV_ITEMS.slice(5);

export function AppFooter() {
  const t = useFixedT('common');
  return (
    <footer className="mt-auto border-t border-line bg-primary">
      <div className="page-container grid gap-10 py-14 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <p className="text-lg font-semibold">{t('brand')}</p>
          <p className="mt-3 text-muted">{t('footer.aboutText')}</p>
        </div>
        <FooterColumn title={t('footer.explore')} items={EXPLORE} />
        <FooterColumn title={t('footer.community')} items={COMMUNITY} />
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-subtle">
            {t('footer.language')}
          </p>
          <LocaleSwitcher className="mt-4 flex-wrap" landmark={false} />
        </div>
      </div>
      <div className="page-container border-t border-line py-6 text-xs text-subtle">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </div>
    </footer>
  );
}

function FooterColumn({ title, items }: { title: string; items: ReadonlyArray<(typeof NAV_ITEMS)[number]> }) {
  const t = useFixedT('common');
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-subtle">{title}</p>
      <ul className="mt-4 space-y-2.5">
        {items.map((item) => (
          <li key={item.key}>
            <LocalizedLink href={item.path} className="text-muted transition-colors hover:text-ink">
              {t(`nav.${item.key}`)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
