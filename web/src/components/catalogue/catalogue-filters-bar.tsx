import type { ReactNode } from 'react';
import type { ItemKind } from '../../graphql/generated/graphql';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import type { MineParam } from '../../lib/navigation/mine-lists.js';
import type { CatalogueNamespace } from './catalogue-namespace.js';
import { CatalogueSearchBox, type CatalogueSearchBoxProps } from './catalogue-search-box.js';
import { CatalogueSelect } from './catalogue-select.js';
import { MineTabs } from './mine-tabs.js';

// Written out whole: Tailwind finds class names in the source, not built from pieces.
const ROW_FROM = {
  /** The goods bar: search and controls on one row from `lg`, the controls spread on smaller screens. */
  lg: {
    row: 'flex flex-col gap-3 lg:flex-row lg:items-center',
    search: 'lg:max-w-xl lg:flex-1',
    controls: 'flex flex-wrap items-center justify-between gap-3 lg:ml-auto lg:flex-nowrap',
  },
  /** The works bar has one control more, so it waits for `xl`. */
  xl: {
    row: 'flex flex-col gap-3 xl:flex-row xl:items-center',
    search: 'xl:max-w-xl xl:flex-1',
    controls: 'flex flex-wrap items-center gap-3 xl:ml-auto xl:flex-nowrap',
  },
} as const;

export type CatalogueFiltersBarProps<Sort extends string> = {
  kind: ItemKind;
  namespace: CatalogueNamespace;
  /** From which breakpoint the search box and the controls share a row. */
  rowFrom: keyof typeof ROW_FROM;
  search: Omit<CatalogueSearchBoxProps, 'namespace'>;
  mine: { current: MineParam | undefined; hrefFor: (mine: MineParam | undefined) => string };
  /** The kind's own controls, between the "mine" tabs and the sort. */
  controls: ReactNode;
  sort: { value: Sort; options: readonly { value: Sort; label: string }[]; onChange: (sort: Sort) => void };
  /** The row under the search: category chips, media tabs, a price range. */
  below: ReactNode;
};

/** The filters of a catalogue list: keyword, "mine" tabs, the kind's controls, the sort, and a row below. */
export function CatalogueFiltersBar<Sort extends string>({
  kind,
  namespace,
  rowFrom,
  search,
  mine,
  controls,
  sort,
  below,
}: CatalogueFiltersBarProps<Sort>) {
  const t = useFixedT(namespace);
  const layout = ROW_FROM[rowFrom];
  return (
    <section aria-label={t('filters.label')} className="mt-8 flex flex-col gap-4">
      <div className={layout.row}>
        <div className={layout.search}>
          <CatalogueSearchBox key={search.keyword} namespace={namespace} {...search} />
        </div>
        <div className={layout.controls}>
          <MineTabs kind={kind} current={mine.current} hrefFor={mine.hrefFor} />
          {controls}
          {/* "My likes" / "my collects" are newest first: no sort to choose. */}
          {mine.current ? null : <CatalogueSelect label={t('filters.sort')} {...sort} />}
        </div>
      </div>
      {below}
    </section>
  );
}
