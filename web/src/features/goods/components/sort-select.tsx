import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { SORTS, type SortParam } from '../lib/goods-filters';

export type SortSelectProps = {
  value: SortParam;
  /** The sorts to offer (the auction tab adds "ending soon"); all of them by default. */
  sorts?: readonly SortParam[];
  onChange: (sort: SortParam) => void;
};

/** Native select: keyboard, screen reader and mobile pickers for free. */
export function SortSelect({ value, sorts = SORTS, onChange }: SortSelectProps) {
  const t = useFixedT('goods');
  return (
    <label className="flex shrink-0 items-center gap-2 text-muted text-sm">
      <span className="hidden sm:inline">{t('filters.sort')}</span>
      <span className="relative">
        <select
          value={value}
          aria-label={t('filters.sort')}
          onChange={(event) => {
            const next = sorts.find((sort) => sort === event.target.value);
            if (next) onChange(next);
          }}
          className="h-10 appearance-none rounded-full bg-surface pr-9 pl-4 text-ink text-sm ring-1 ring-line focus:outline-none focus:ring-ink/40"
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sorts.${sort}`)}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    </label>
  );
}
