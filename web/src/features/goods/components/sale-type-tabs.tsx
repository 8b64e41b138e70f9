import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import type { GoodsListFilters, SaleTypeParam } from '../lib/goods-filters';

const OPTIONS: Array<SaleTypeParam | 'all'> = ['all', 'fixed', 'auction'];

export type SaleTypeTabsProps = {
  current: GoodsListFilters['saleType'];
  hrefFor: (saleType: SaleTypeParam | undefined) => string;
};

/** Segmented control made of links: works before hydration and each state has a shareable URL. */
export function SaleTypeTabs({ current, hrefFor }: SaleTypeTabsProps) {
  const t = useFixedT('goods');
  return (
    <nav
      aria-label={t('filters.saleType')}
      className="flex shrink-0 rounded-full bg-surface p-1 ring-1 ring-line"
    >
      {OPTIONS.map((option) => {
        const active = (current ?? 'all') === option;
        return (
          <a
            key={option}
            href={hrefFor(option === 'all' ? undefined : option)}
            aria-current={active ? 'page' : undefined}
            className={`rounded-full px-3 py-1.5 sm:px-4 text-sm whitespace-nowrap transition ${
              active ? 'bg-ink font-medium text-black' : 'text-muted hover:text-ink'
            }`}
          >
            {t(`filters.saleTypes.${option}`)}
          </a>
        );
      })}
    </nav>
  );
}
