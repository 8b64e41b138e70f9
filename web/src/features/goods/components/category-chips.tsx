import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { usePageQuery } from '../../../lib/page-data/use-page-query.js';
import { GoodsCategoriesQuery } from '../api/goods-categories';

export type CategoryChipsProps = {
  current: string | undefined;
  hrefFor: (categoryId: string | undefined) => string;
};

const chipClass = 'shrink-0 rounded-full px-4 py-1.5 text-sm whitespace-nowrap ring-1 transition';
const activeClass = 'bg-ink font-medium text-black ring-ink';
const idleClass = 'text-ink/85 ring-line hover:text-ink hover:ring-ink/30';

/** Category filter as links (one URL per category); the list comes with the page's data (SSR). */
export function CategoryChips({ current, hrefFor }: CategoryChipsProps) {
  const t = useFixedT('goods');
  const { data } = usePageQuery(GoodsCategoriesQuery);
  const categories = data?.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <nav
      aria-label={t('filters.category')}
      className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0"
    >
      <ul className="flex gap-2 sm:flex-wrap">
        <li>
          <a
            href={hrefFor(undefined)}
            aria-current={current ? undefined : 'page'}
            className={`${chipClass} block ${current ? idleClass : activeClass}`}
          >
            {t('filters.allCategories')}
          </a>
        </li>
        {categories.map((category) => {
          const active = category.id === current;
          return (
            <li key={category.id}>
              <a
                href={hrefFor(category.id)}
                aria-current={active ? 'page' : undefined}
                className={`${chipClass} flex items-center gap-1.5 ${active ? activeClass : idleClass}`}
              >
                {category.name}
                <span className={`text-xs tabular-nums ${active ? 'text-black/60' : 'text-subtle'}`}>
                  {category.goodsCount.value}
                  {category.goodsCount.relation === 'AT_LEAST' ? '+' : null}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
